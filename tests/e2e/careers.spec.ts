import type { Page } from '@playwright/test';
import { seedJobs } from '../../mocks/data/jobs';
import { expect, expectNoSeriousA11yViolations, test, waitForShell } from '../fixtures';
import { toast } from './auth-helpers';

// Careers: the vacancies list (5 a page), one vacancy, and applying for it with a PDF CV.

const jobs = seedJobs();
const [first] = jobs;
if (!first) throw new Error('the seed has vacancies');
const pageCount = Math.ceil(jobs.length / 5);
const detailsPath = `/job-details/${first.id}/${first.slug}`;
const applyPath = `/job/apply/${first.id}/${first.slug}`;

/** A small but real PDF (the BFF checks the %PDF header). */
const cvPdf = () => ({
  name: 'amara-okafor-cv.pdf',
  mimeType: 'application/pdf',
  buffer: Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n'),
});

/** The application form (the footer's newsletter has an email field of its own). */
const applicationForm = (page: Page) => page.getByRole('form', { name: 'SUBMIT YOUR APPLICATION' });

async function fillApplication(page: Page) {
  const form = applicationForm(page);
  await form.getByLabel('CV (.pdf only)').setInputFiles(cvPdf());
  await form.getByLabel('First name').fill('Amara');
  await form.getByLabel('Last name').fill('Okafor');
  await form.getByLabel('Email').fill('amara.okafor@example.com');
  await form.getByLabel('Phone number').fill('07700 900123');
  await form.getByLabel('LinkedIn URL').fill('https://www.linkedin.com/in/amara-okafor');
  await form.getByLabel('Cover letter').fill('Three years on an HP Indigo 7K.');
}

test.describe('careers', () => {
  test("the footer's Careers page leads to the vacancies", async ({ page }) => {
    await page.goto('/');
    await waitForShell(page);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Careers' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Careers at PrintShop London' })).toBeVisible();
    await page.getByRole('main').getByRole('link', { name: 'current vacancies' }).click();
    await expect(page).toHaveURL(/\/jobs$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Current vacancies' })).toBeVisible();
  });

  test('the vacancies list shows five a page, with a way on to the next page and back', async ({ page }) => {
    await page.goto('/jobs');
    await waitForShell(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Work at PrintShop London' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Current vacancies' })).toBeVisible();
    const titles = page.getByRole('main').getByRole('heading', { level: 3 });
    await expect(titles).toHaveText(jobs.slice(0, 5).map((job) => job.title));
    await expect(page.getByRole('link', { name: `DETAILS: ${first.title}` })).toHaveAttribute('href', detailsPath);
    // Page 1: no page position (the spec's rule), but the next page is reachable.
    await expect(page.getByText(/Page \d+ of/)).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('link', { name: 'More vacancies' }).click();
    await expect(page).toHaveURL(/\/jobs\?page=2$/);
    await expect(titles).toHaveText(jobs.slice(5, 10).map((job) => job.title));
    await expect(page.getByText(`Page 2 of ${pageCount}`)).toBeVisible();
    await page.getByRole('link', { name: 'Previous vacancies' }).click();
    await expect(page).toHaveURL(/\/jobs$/);
  });

  test('list -> details -> apply with a PDF: thanked, then back on the vacancies', async ({ page }) => {
    // Two full-page axe scans and the spec's 3-second wait on top of four page loads.
    test.slow();
    await page.goto('/jobs');
    await page.getByRole('link', { name: `DETAILS: ${first.title}` }).click();
    await expect(page).toHaveURL(new RegExp(`${detailsPath}$`));
    await expect(page.getByRole('heading', { level: 1, name: first.title })).toBeVisible();
    await expect(page).toHaveTitle(`${first.title} | PrintShop London`);
    const [year, month, day] = first.deadline.split('-');
    await expect(page.getByText(`Deadline: ${day}.${month}.${year}`).first()).toBeVisible();
    for (const section of ['Summary', 'The role', 'Skills and experience', 'Why us']) {
      await expect(page.getByRole('heading', { level: 2, name: section })).toBeVisible();
    }
    await expect(page.getByRole('link', { name: 'Back to vacancies' }).first()).toHaveAttribute('href', '/jobs');
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('link', { name: 'APPLY' }).first().click();
    await expect(page).toHaveURL(new RegExp(`${applyPath}$`));
    await expect(page).toHaveTitle(`${first.title.slice(0, 50)} | PrintShop London`);
    await expect(page.getByRole('heading', { name: 'SUBMIT YOUR APPLICATION' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Vacancies' })).toHaveAttribute('href', '/jobs');
    await expect(page.getByRole('link', { name: 'Back to details' })).toHaveAttribute('href', detailsPath);
    const submit = page.getByRole('button', { name: 'SUBMIT APPLICATION' });
    await expect(submit).toBeDisabled();
    await expectNoSeriousA11yViolations(page);

    await fillApplication(page);
    await expect(page.getByText('31 / 2000')).toBeVisible();
    await expect(submit).toBeEnabled();
    const applied = page.waitForResponse((response) => response.url().includes('/api/jobs/apply') && response.ok());
    await submit.click();
    // Sent: through the spec's 3-second wait the form keeps what went and asks for nothing more.
    await applied;
    await page.waitForTimeout(500);
    await expect(applicationForm(page).getByLabel('First name')).toHaveValue('Amara');
    await expect(page.getByText(/To continue, complete/)).toHaveCount(0);
    // The upload, the spec's 3-second wait, then the thanks and the list: more than the usual wait on a
    // loaded machine, so this one waits longer.
    await expect(toast(page, 'Thank you.')).toContainText('Your application has been submitted!', { timeout: 20_000 });
    await expect(page).toHaveURL(/\/jobs$/);
  });

  test('a wrong email is explained under its field and keeps the button disabled', async ({ page }) => {
    await page.goto(applyPath);
    const form = applicationForm(page);
    await form.getByLabel('Email').fill('amara@');
    await form.getByLabel('Phone number').focus();
    await expect(page.getByText('Email is invalid')).toBeVisible();
    await expect(page.getByRole('button', { name: 'SUBMIT APPLICATION' })).toBeDisabled();
  });

  test('a failed application says so, ends the loading and keeps what was typed', async ({ page }) => {
    await page.route('**/api/jobs/apply', (route) =>
      route.fulfill({ status: 502, contentType: 'application/json', body: JSON.stringify({ error: { code: 'upstream_unavailable', message: 'x' } }) }),
    );
    await page.goto(applyPath);
    await fillApplication(page);
    const submit = page.getByRole('button', { name: 'SUBMIT APPLICATION' });
    await submit.click();
    await expect(toast(page, 'Error!')).toContainText('Sorry, Something went wrong!');
    await expect(submit).toBeEnabled();
    await expect(applicationForm(page).getByLabel('First name')).toHaveValue('Amara');
    await expect(page).toHaveURL(new RegExp(`${applyPath}$`));
  });
});

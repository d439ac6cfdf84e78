import type { Page } from '@playwright/test';
import { contactReply } from '../../mocks/data/content';
import { expect, expectNoSeriousA11yViolations, test, waitForShell } from '../fixtures';

// The pages the header and footer link to: info pages, the same-day marketing page and contact.

const SAME_DAY = '/same-day-printing-service-in-london';

const contactForm = (page: Page) => page.getByRole('region', { name: 'Get in touch' });

/** What a keyboard shopper does: tick the box with Space, and wait while the browser solves the proof of work. */
async function solveCaptcha(page: Page) {
  const box = contactForm(page).getByRole('checkbox', { name: "I'm not a robot" });
  await box.focus();
  await page.keyboard.press('Space');
  await expect(contactForm(page).getByText('Verified', { exact: true })).toBeVisible({ timeout: 30_000 });
}

test.describe('info pages', () => {
  test('/info/privacy-policy-cookies shows the privacy policy with its breadcrumb', async ({ page }) => {
    await page.goto('/info/privacy-policy-cookies');
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy & Cookies' })).toBeVisible();
    await expect(page).toHaveTitle('Privacy Policy & Cookies | PrintShop London');
    await expect(page.getByRole('heading', { name: 'What we collect' })).toBeVisible();
    await expect(page.getByText('We follow the UK GDPR and the Data Protection Act 2018.')).toBeVisible();
    const trail = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(trail.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    await expect(trail.getByText('Privacy Policy & Cookies')).toHaveAttribute('aria-current', 'page');
    // The footer's URL for the same page, which the page names canonical.
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/privacy-policy-cookies$/);
  });

  test('an unknown info page, or a category under /info, is the not-found page', async ({ page }) => {
    for (const path of ['/info/no-such-page', '/info/business-cards']) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByRole('heading', { name: 'Something is wrong!' })).toBeVisible();
    }
  });
});

test.describe('same-day printing', () => {
  test("the header's same-day link opens the marketing page with the promise, steps and products", async ({ page }) => {
    await page.goto('/');
    await waitForShell(page);
    await page.getByRole('banner').getByRole('link', { name: 'Same-day printing in London' }).click();
    await expect(page).toHaveURL(SAME_DAY);

    await expect(page.getByRole('heading', { level: 1, name: 'Same Day Printing in London' })).toBeVisible();
    await expect(page).toHaveTitle('Same Day Printing in London | PrintShop London');
    const hero = page.getByRole('region', { name: 'Same Day Printing in London' });
    await expect(hero.getByText('Order by 16:00, printed in 2-4 hours, subject to order approval')).toBeVisible();
    await expect(hero.getByText('Same-day delivery on selected London postcodes')).toBeVisible();
    await expect(hero.getByText('Open 7 days, including bank holidays')).toBeVisible();
    // The home page's 16:00 London countdown, reused.
    await expect(hero.getByRole('timer')).toContainText(/\d{2}\s*hours\s*\d{2}\s*minutes\s*\d{2}\s*seconds/);

    const steps = page.getByRole('region', { name: 'How it works' }).getByRole('listitem');
    await expect(steps).toHaveCount(4);
    await expect(steps.nth(1)).toContainText('Approve by 16:00');

    const products = page.getByRole('region', { name: 'Printed today' }).getByRole('link');
    await expect(products).toHaveCount(8);
    await expect(products.first()).toContainText(/From £\d+\.\d{2}/);
    await expect(products.first()).toHaveAttribute('href', /^\/[a-z0-9-]+\/[a-z0-9-]+$/);
  });

  test('/same-day-printing leads to the same page', async ({ page }) => {
    await page.goto('/same-day-printing');
    await expect(page).toHaveURL(SAME_DAY);
    await expect(page.getByRole('heading', { level: 1, name: 'Same Day Printing in London' })).toBeVisible();
  });
});

test.describe('contact', () => {
  test('shows the shop details beside the form', async ({ page, bootstrap }) => {
    await page.goto('/contact');
    const details = page.getByRole('complementary', { name: 'Talk to a printer' });
    for (const phone of bootstrap.company.phones.slice(0, 2)) {
      await expect(details.getByRole('link', { name: phone, exact: true })).toBeVisible();
    }
    await expect(details.getByText('Monday to Friday 9 AM - 6 PM')).toBeVisible();
    await expect(details.getByText('Saturday 10 AM - 5 PM')).toBeVisible();
    await expect(details.getByRole('link', { name: bootstrap.company.salesEmail })).toHaveAttribute('href', `mailto:${bootstrap.company.salesEmail}`);
    await expect(details.getByText(bootstrap.company.address)).toBeVisible();
  });

  test("shows the spec's messages once a field is left, and every message on SEND", async ({ page }) => {
    await page.goto('/contact');
    const form = contactForm(page);
    await expect(form.getByRole('heading', { level: 1, name: 'Get in touch' })).toBeVisible();

    const name = form.getByRole('textbox', { name: 'Name' });
    const email = form.getByRole('textbox', { name: 'Email' });
    const message = form.getByRole('textbox', { name: 'Message' });
    await name.focus();
    await email.focus();
    await expect(form.getByText('Name is required')).toBeVisible();
    await expect(form.getByText('Email is required')).toBeHidden();

    await email.fill('jo@');
    await message.focus();
    await expect(form.getByText('Email is invalid')).toBeVisible();
    await name.fill('x'.repeat(61));
    await expect(form.getByText('Maximum 60 characters!')).toBeVisible();

    await form.getByRole('button', { name: 'SEND' }).click();
    await expect(form.getByText('Message is required')).toBeVisible();
    await expect(form.getByText('Please complete the captcha')).toBeVisible();
    await expect(name).toHaveAttribute('aria-invalid', 'true');

    await message.fill('x'.repeat(1001));
    await expect(form.getByText('Maximum 1000 characters!')).toBeVisible();
    await expect(form.getByText('1001 / 1000 characters')).toBeVisible();
  });

  test('sends a message with the captcha solved in the browser, then empties the form and the captcha', async ({ page }) => {
    await page.goto('/contact');
    const form = contactForm(page);
    await form.getByRole('textbox', { name: 'Name' }).fill('Jo Bloggs');
    await form.getByRole('textbox', { name: 'Email' }).fill('jo@example.co.uk');
    await form.getByRole('textbox', { name: 'Message' }).fill('Can you print 500 A5 flyers by Friday?');
    await solveCaptcha(page);

    const sent = page.waitForResponse((response) => response.url().endsWith('/api/contact') && response.request().method() === 'POST');
    await form.getByRole('button', { name: 'SEND' }).click();
    // The BFF checked the solution server-side before it passed the message on.
    expect((await sent).status()).toBe(200);

    await expect(page.getByText(contactReply)).toBeVisible();
    await expect(form.getByRole('textbox', { name: 'Name' })).toHaveValue('');
    await expect(form.getByRole('textbox', { name: 'Email' })).toHaveValue('');
    await expect(form.getByRole('textbox', { name: 'Message' })).toHaveValue('');
    await expect(form.getByRole('checkbox', { name: "I'm not a robot" })).not.toBeChecked();
    await expect(form.getByRole('button', { name: 'SEND' })).toBeEnabled();
    // A fresh form: no leftover errors after the reset.
    await expect(form.getByText('Name is required')).toBeHidden();
  });

  test('a failure says so, stops loading and keeps what the shopper wrote (the spec defect, fixed)', async ({ page }) => {
    await page.route('**/api/contact', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({
            status: 503,
            json: { error: { code: 'upstream_unavailable', message: "The shop's service is not answering right now. Please try again in a moment." } },
          })
        : route.fallback(),
    );
    await page.goto('/contact');
    const form = contactForm(page);
    await form.getByRole('textbox', { name: 'Name' }).fill('Jo Bloggs');
    await form.getByRole('textbox', { name: 'Email' }).fill('jo@example.co.uk');
    await form.getByRole('textbox', { name: 'Message' }).fill('Hello');
    await solveCaptcha(page);
    await form.getByRole('button', { name: 'SEND' }).click();

    const toast = page.locator('[data-sonner-toast][data-type="error"]');
    await expect(toast).toContainText('Error!');
    await expect(toast).toContainText("The shop's service is not answering right now.");
    await expect(form.getByRole('button', { name: 'SEND' })).toBeEnabled();
    await expect(form.getByRole('textbox', { name: 'Name' })).toHaveValue('Jo Bloggs');
    await expect(form.getByRole('textbox', { name: 'Message' })).toHaveValue('Hello');
  });
});

test.describe('accessibility', () => {
  for (const path of ['/info/privacy-policy-cookies', SAME_DAY, '/contact']) {
    test(`${path} has no serious or critical axe violations`, async ({ page }) => {
      await page.goto(path);
      await waitForShell(page);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    });
  }
});

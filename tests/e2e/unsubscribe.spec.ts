import type { APIRequestContext, Page } from '@playwright/test';
import { CSRF_HEADER } from '../../bff/src/schemas/csrf';
import { expect, expectNoSeriousA11yViolations, test, waitForShell } from '../fixtures';
import { apiCallUrls, toast, uniqueEmail } from './auth-helpers';

// Leaving the newsletter by email: the link at the foot of every newsletter asks for a confirmation
// mail, whose link takes the reason and unsubscribes. Every link is taken from the mock's outbox.

type NewsletterMail = 'newsletter' | 'unsubscribe';

/** The newest link of that kind the mock mailed to the address. */
async function mailedPath(request: APIRequestContext, email: string, kind: NewsletterMail): Promise<string> {
  let path: string | null = null;
  await expect
    .poll(async () => {
      const body = (await (await request.get(`/api/__dev/outbox?email=${encodeURIComponent(email)}`)).json()) as Record<string, { path: string } | null>;
      path = body[kind]?.path ?? null;
      return path;
    })
    .not.toBeNull();
  return path as unknown as string;
}

async function subscribe(request: APIRequestContext, baseURL: string | undefined, email: string) {
  const response = await request.post('/api/newsletter', {
    data: { email },
    headers: { [CSRF_HEADER.name]: CSRF_HEADER.value, origin: baseURL ?? '' },
  });
  expect(response.ok()).toBe(true);
}

const card = (page: Page) => page.getByRole('main');

test('a subscriber confirms from the newsletter link, unsubscribes with a reason, and the used link goes to not-found', async ({ page, request, baseURL }) => {
  const email = uniqueEmail('subscriber');
  await subscribe(request, baseURL, email);
  const apiCalls = apiCallUrls(page);

  // The newsletter's own unsubscribe link: /request-unsubscribe/{email}.
  const requestPath = await mailedPath(request, email, 'newsletter');
  expect(requestPath).toBe(`/request-unsubscribe/${encodeURIComponent(email)}`);
  await page.goto(requestPath);
  await waitForShell(page);
  await expect(page).toHaveTitle('Unsubscribe | PrintShop London');
  await expect(card(page).getByRole('heading', { name: 'Leave our newsletter?' })).toBeVisible();
  await expect(card(page).getByText(email)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await card(page).getByRole('button', { name: 'CONFIRM UNSUBSCRIBE' }).click();
  await expect(card(page).getByRole('heading', { name: "We've Sent Confirmation Mail!!" })).toBeVisible();

  // The confirmation mail's link: the token is checked, then the reasons and 'Other'.
  const unsubscribePath = await mailedPath(request, email, 'unsubscribe');
  expect(unsubscribePath).toMatch(/^\/unsubscribe\/[^/]+$/);
  await page.goto(unsubscribePath);
  const form = page.getByRole('form', { name: 'Unsubscribe' });
  await expect(form.getByRole('radio', { name: 'I receive too many emails' })).toBeVisible();
  const submit = form.getByRole('button', { name: 'UNSUBSCRIBE' });
  await expect(submit).toBeDisabled();
  await form.getByText('Other', { exact: true }).click();
  // 'Other' needs a message; the button says so.
  await expect(form.getByText('To continue, complete: Tell us why.')).toBeVisible();
  await form.getByRole('textbox', { name: 'Tell us why' }).fill('Moving abroad for a year');
  await expectNoSeriousA11yViolations(page);
  await submit.click();
  await expect(card(page).getByRole('heading', { name: 'Unsubscribe Successful!' })).toBeVisible();
  await expect(card(page).getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');

  // Off the list now: the newsletter link says so.
  await page.goto(requestPath);
  await expect(card(page).getByRole('heading', { name: 'Sorry!' })).toBeVisible();

  // The same confirmation link again: the server's message, then the not-found page.
  await page.goto(unsubscribePath);
  await expect(toast(page, 'Sorry! your unsubscribe link is invalid.')).toBeVisible();
  await expect(page).toHaveURL(/\/not-found$/);
  await expect(page.getByRole('heading', { name: 'Something is wrong!' })).toBeVisible();

  // The pages' own addresses carry the email and the token (the mailed links); their calls to the BFF never do.
  const token = decodeURIComponent(unsubscribePath.slice('/unsubscribe/'.length));
  expect(apiCalls.filter((url) => url.includes('/api/subscribers/') || url.includes('/api/unsubscribe/'))).not.toEqual([]);
  expect(apiCalls.filter((url) => url.includes(email) || url.includes(token))).toEqual([]);
});

test("an address that is not on the list is told 'Sorry!' and nothing more", async ({ page, request, baseURL }) => {
  const email = uniqueEmail('stranger');
  await page.goto(`/request-unsubscribe/${encodeURIComponent(email)}`);
  await expect(card(page).getByRole('heading', { name: 'Sorry!' })).toBeVisible();
  await expect(card(page).getByText(`${email} is not in our subscriber list`)).toBeVisible();
  await expect(card(page).getByRole('button', { name: 'CONFIRM UNSUBSCRIBE' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  // The BFF's answer is one flag: no upstream wording, nothing about an account.
  const answer = await request.post('/api/subscribers/check', {
    data: { email },
    headers: { [CSRF_HEADER.name]: CSRF_HEADER.value, origin: baseURL ?? '' },
  });
  expect(await answer.json()).toEqual({ subscribed: false });
  // And the page is kept out of search engines, with no canonical address carrying the email.
  const html = await (await request.get(`/request-unsubscribe/${encodeURIComponent(email)}`)).text();
  expect(html).toMatch(/<meta name="robots" content="noindex, nofollow"/);
  expect(html).not.toContain('rel="canonical"');
});

test('a made-up unsubscribe link shows the server message and goes to not-found', async ({ page }) => {
  await page.goto('/unsubscribe/not-a-real-token');
  await expect(toast(page, 'Sorry! your unsubscribe link is invalid.')).toBeVisible();
  await expect(page).toHaveURL(/\/not-found$/);
});

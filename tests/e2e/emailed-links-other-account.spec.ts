import type { Page } from '@playwright/test';
import { CSRF_HEADER } from '../../bff/src/schemas/csrf';
import { DEMO_EMAILS, DEMO_PASSWORD } from '../../mocks/data/users';
import { SEED_TOKENS } from '../../mocks/store';
import { expect, test, waitForHydration } from '../fixtures';
import { accountMenu, emailedLink, loginOnPage, toast, uniqueEmail } from './auth-helpers';

// An emailed link is for one address, whoever opens it: a shopper logged in as one account who opens a
// link mailed to another is told whose it is, never left to believe it changes their own account.

const JAMES = { email: DEMO_EMAILS.business, name: 'James Carter' };
const VERIFIED_MESSAGE = 'You have successfully verified your account from your email.';
const VERIFIED_OTHER_ACCOUNT_MESSAGE = 'The account this link was for is verified.';
const EXPIRED_OTHER_ACCOUNT_MESSAGE = 'This verification link has expired.';
/** An account whose verification link has expired (mock data), not James's. */
const EXPIRED_LINK_UUID = 'c47b1e90-2d8f-4a35-8e6c-9b0a5d1f3c33';

async function logInAsJames(page: Page) {
  await page.goto('/login');
  await loginOnPage(page, JAMES.email, DEMO_PASSWORD);
  await expect(accountMenu(page)).toHaveAccessibleName(`Account menu for ${JAMES.name}`);
}

async function post(page: Page, path: string, data: unknown) {
  const origin = new URL(page.url()).origin;
  const response = await page.request.post(path, { headers: { [CSRF_HEADER.name]: CSRF_HEADER.value, origin }, data });
  expect(response.ok(), `POST ${path}`).toBe(true);
}

const notice = (page: Page) => page.getByRole('status').filter({ has: page.getByRole('heading', { name: 'This link is for another account' }) });

test('a reset link for another account names its address and waits for a logout before its form shows', async ({ page }) => {
  await logInAsJames(page);
  const other = DEMO_EMAILS.student;
  await post(page, '/api/password/forgot', { email: other });
  const link = await emailedLink(page.request, other, 'password_reset');

  await page.goto(link);
  await expect(page).toHaveURL(/\/reset-password$/);
  await expect(notice(page)).toContainText(`You are logged in as ${JAMES.name}, but this link resets the password of ${other}.`);
  await expect(page.getByRole('button', { name: 'RESET PASSWORD' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: `Stay logged in as ${JAMES.name}` })).toHaveAttribute('href', '/');

  await page.getByRole('button', { name: 'Log out and continue' }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Log in' })).toBeVisible();
  await expect(page).toHaveURL(/\/reset-password$/);
  await expect(page.getByText(`Choose a new password for ${other}.`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'RESET PASSWORD' })).toBeVisible();
  await expect(notice(page)).toHaveCount(0);
});

test('newsletter links for another address say whose they are, and can still be used', async ({ page }) => {
  await page.goto('/');
  const subscriber = uniqueEmail('other-subscriber');
  await post(page, '/api/newsletter', { email: subscriber });
  await post(page, '/api/unsubscribe/request', { email: subscriber });
  let unsubscribePath: string | null = null;
  await expect
    .poll(async () => {
      const outbox = (await (await page.request.get(`/api/__dev/outbox?email=${encodeURIComponent(subscriber)}`)).json()) as Record<string, { path: string } | null>;
      unsubscribePath = outbox.unsubscribe?.path ?? null;
      return unsubscribePath;
    })
    .not.toBeNull();
  await logInAsJames(page);

  await page.goto(`/request-unsubscribe/${encodeURIComponent(subscriber)}`);
  await waitForHydration(page);
  await expect(notice(page)).toContainText(`You are logged in as ${JAMES.name}, but this link unsubscribes ${subscriber}.`);
  await expect(page.getByRole('button', { name: 'CONFIRM UNSUBSCRIBE' })).toBeVisible();

  await page.goto(unsubscribePath as unknown as string);
  await expect(page.getByText(`we will stop sending our newsletter to ${subscriber}.`)).toBeVisible();
  await expect(notice(page)).toContainText(`this link unsubscribes ${subscriber}.`);
  const form = page.getByRole('form', { name: 'Unsubscribe' });
  await form.getByText('I receive too many emails', { exact: true }).click();
  await form.getByRole('button', { name: 'UNSUBSCRIBE' }).click();
  await expect(page.getByRole('heading', { name: 'Unsubscribe Successful!' })).toBeVisible();
  await expect(accountMenu(page)).toHaveAccessibleName(`Account menu for ${JAMES.name}`);
});

test('a verification link for another account does not say it verified the account logged in', async ({ page }) => {
  await logInAsJames(page);

  await page.goto(`/check-verification-token?account_status=success&uuid=${EXPIRED_LINK_UUID}`);
  await expect(toast(page, VERIFIED_OTHER_ACCOUNT_MESSAGE)).toContainText(`you are still logged in as ${JAMES.name}`);
  await expect(toast(page, VERIFIED_MESSAGE)).toHaveCount(0);
  await expect(page).toHaveURL(/\/$/);
  await expect(toast(page, VERIFIED_OTHER_ACCOUNT_MESSAGE).getByRole('button', { name: 'Log out' })).toBeVisible();

  // The expired link's own page offers no Resend, which would act on the link's account.
  await page.goto(`/account-verify?token=${SEED_TOKENS.expiredVerification}`);
  await expect(page.getByRole('heading', { name: 'Sorry! your account verification token is expired.' })).toBeVisible();
  await expect(page.getByText(`It is for another account than yours (${JAMES.name}).`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Resend' })).toHaveCount(0);

  await page.goto(`/check-verification-token?account_status=expired&uuid=${EXPIRED_LINK_UUID}`);
  await expect(toast(page, EXPIRED_OTHER_ACCOUNT_MESSAGE)).toContainText(`another account than yours (${JAMES.name})`);
  await expect(page).toHaveURL(/\/$/);
  await toast(page, EXPIRED_OTHER_ACCOUNT_MESSAGE).getByRole('button', { name: 'Log out' }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Log in' })).toBeVisible();
});

// Helpers for the account journeys (auth.spec.ts, registration.spec.ts): emailed links from the
// mock's outbox, login through the UI, and the checks that no secret ever reaches web storage.
import { expect, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { CSRF_HEADER } from '../../bff/src/schemas/csrf';
import { waitForHydration } from '../fixtures';

type EmailKind = 'verification' | 'password_reset' | 'set_password';

/** A fresh address per run: the BFF's in-memory mock is shared by every test of the run. */
export function uniqueEmail(label: string): string {
  return `e2e-${label}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;
}

/**
 * The path of the newest emailed link of that kind (the mock keeps them; the BFF passes its outbox
 * through on /api/__dev/outbox when DEV_ROUTES=1). `after` skips links sent before a known one.
 */
export async function emailedLink(request: APIRequestContext, email: string, kind: EmailKind, after?: string): Promise<string> {
  let path: string | null = null;
  await expect
    .poll(async () => {
      const response = await request.get(`/api/__dev/outbox?email=${encodeURIComponent(email)}`);
      const body = (await response.json()) as Record<EmailKind, { path: string } | null>;
      path = body[kind]?.path ?? null;
      return path !== null && path !== after;
    })
    .toBe(true);
  return path as unknown as string;
}

/** A toast (sonner) with this text is showing. */
export function toast(page: Page, text: string | RegExp) {
  return page.locator('[data-sonner-toast]').filter({ hasText: text });
}

/** The session cookie: sealed by the BFF, never readable by scripts. */
export async function sessionCookie(context: BrowserContext) {
  const cookies = await context.cookies();
  return cookies.find((cookie) => cookie.name === 'session' || cookie.name === '__Host-session');
}

/**
 * Neither localStorage nor sessionStorage holds a token, a password or the session cookie's value:
 * no key names a token or password, and no value contains any of the given secrets.
 */
export async function expectNoSecretsInStorage(page: Page, secrets: readonly string[] = []): Promise<void> {
  const cookie = await sessionCookie(page.context());
  const known = [...secrets, ...(cookie ? [cookie.value] : [])].filter((secret) => secret.length >= 6);
  const entries = await page.evaluate(() =>
    [window.localStorage, window.sessionStorage].flatMap((storage) =>
      Object.keys(storage).map((key) => ({ key, value: storage.getItem(key) ?? '' })),
    ),
  );
  for (const { key, value } of entries) {
    expect(key, `a stored key names a secret: ${key}`).not.toMatch(/token|password|secret|credential/i);
    for (const secret of known) expect(value.includes(secret), `storage key ${key} holds a secret`).toBe(false);
  }
}

/** The URLs of the page's calls to the BFF from now on, decoded, as a proxy, a CDN or a saved HAR file would keep them. */
export function apiCallUrls(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/')) urls.push(decodeURIComponent(request.url()));
  });
  return urls;
}

/** Fills the set or reset password form and saves it: congratulated, then on the login page. */
export async function saveNewPassword(page: Page, password: string, submit: 'SET PASSWORD' | 'RESET PASSWORD'): Promise<void> {
  await page.getByLabel('New password', { exact: true }).fill(password);
  await page.getByLabel('Confirm new password', { exact: true }).fill(password);
  await page.getByRole('button', { name: submit }).click();
  await expect(toast(page, 'Congratulations !')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
}

/** Logs in on the /login page's form (the page must be open). */
export async function loginOnPage(page: Page, email: string, password: string): Promise<void> {
  // The login page may have just been opened by the app itself (after a logout), not by page.goto.
  await waitForHydration(page);
  const form = page.getByRole('form', { name: 'Log in' });
  await form.getByLabel('Email', { exact: true }).fill(email);
  await form.getByLabel('Password', { exact: true }).fill(password);
  await form.getByRole('button', { name: 'LOGIN' }).click();
}

/** The stand-alone login modal, opened over the page (e.g. when the session has ended). */
export function loginModal(page: Page) {
  return page.getByRole('dialog', { name: 'Log in' });
}

/** Logs in on the stand-alone login modal (it must be open). */
export async function logInInModal(page: Page, email: string, password: string): Promise<void> {
  const dialog = loginModal(page);
  await dialog.getByLabel('Email', { exact: true }).fill(email);
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'LOGIN' }).click();
}

/** Ends the browser's session as logging out in another tab does: the tabs share the cookie (the page must be open). */
export async function logOutInAnotherTab(page: Page): Promise<void> {
  const response = await page.request.delete('/api/session', {
    headers: { [CSRF_HEADER.name]: CSRF_HEADER.value, origin: new URL(page.url()).origin },
  });
  expect(response.ok(), 'logout in another tab').toBe(true);
}

/** The header's account menu button of a logged-in customer. */
export function accountMenu(page: Page) {
  return page.getByRole('banner').getByRole('button', { name: /^Account menu for / });
}

/** A tiny valid PDF (file-type recognises it by its %PDF header), as proof of student status. */
export function proofPdf(): { name: string; mimeType: string; buffer: Buffer } {
  const pdf = [
    '%PDF-1.4',
    '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj',
    '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj',
    '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 200 100] >> endobj',
    'trailer << /Root 1 0 R >>',
    '%%EOF',
  ].join('\n');
  return { name: 'student-card.pdf', mimeType: 'application/pdf', buffer: Buffer.from(pdf) };
}

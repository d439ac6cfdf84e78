import { request as httpRequest } from 'node:http';
import { CSRF_HEADER } from '../../bff/src/schemas/csrf';
import { expect, test } from '../fixtures';
import { accountMenu, emailedLink, loginOnPage, toast, uniqueEmail } from './auth-helpers';

// An account whose refused logins from anywhere are spent asks its owner for a captcha instead of
// locking them out. The stranger's guesses come from another loopback address (127.0.0.2): the BFF
// counts clients by their socket, and the browser reaches it from 127.0.0.1 or ::1.

const PASSWORD = 'Print-Shop-42';
const STRANGER = '127.0.0.2';

/** One wrong-password login from the stranger's address: its status. */
function strangerGuess(origin: URL, email: string): Promise<number> {
  const body = JSON.stringify({ email, password: 'wrong-password', remember: false });
  return new Promise((resolve, reject) => {
    const sent = httpRequest(
      {
        host: '127.0.0.1',
        port: origin.port,
        localAddress: STRANGER,
        method: 'POST',
        path: '/api/session',
        headers: {
          host: origin.host,
          origin: origin.origin,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          [CSRF_HEADER.name]: CSRF_HEADER.value,
        },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      },
    );
    sent.on('error', reject);
    sent.end(body);
  });
}

/**
 * Guesses until the stranger's own limits stop them, having spent the account's counter on the way (the
 * e2e run scales every limit alike, so the account's and the stranger's run out together).
 */
async function spendAccountCounter(origin: URL, email: string) {
  for (let round = 0; round < 100; round += 1) {
    const statuses = await Promise.all(Array.from({ length: 25 }, () => strangerGuess(origin, email)));
    if (statuses.some((status) => status !== 400)) {
      expect(statuses.filter((status) => status !== 400 && status !== 429)).toEqual([]);
      return;
    }
  }
  throw new Error('the stranger was never stopped');
}

test("after a stranger's many wrong passwords, the owner logs in by ticking the captcha", async ({ page, baseURL }) => {
  test.slow();
  const email = uniqueEmail('captcha');
  const registered = await page.request.post('/api/registration', {
    headers: { [CSRF_HEADER.name]: CSRF_HEADER.value, origin: new URL(baseURL!).origin },
    data: {
      account_type_id: 1,
      title: 'Mrs',
      first_name: 'Grace',
      last_name: 'Adebayo',
      email,
      email_confirmation: email,
      password: PASSWORD,
      password_confirmation: PASSWORD,
    },
  });
  expect(registered.ok(), await registered.text()).toBe(true);
  await page.goto(await emailedLink(page.request, email, 'verification'));
  await expect(page).toHaveURL(/\/login\?account_status=success/);

  await spendAccountCounter(new URL(baseURL!), email);

  await loginOnPage(page, email, PASSWORD);
  const form = page.getByRole('form', { name: 'Log in' });
  await expect(form.getByText('For your security, please tick the box to show you are not a robot, then log in again.')).toBeVisible();
  await expect(toast(page, 'Error')).toHaveCount(0);
  const login = form.getByRole('button', { name: 'LOGIN' });
  await expect(login).toBeDisabled();

  // As a keyboard shopper ticks it: Space on the box, then the browser solves the proof of work.
  const check = form.getByRole('group', { name: 'Quick check' });
  await check.getByRole('checkbox', { name: "I'm not a robot" }).focus();
  await page.keyboard.press('Space');
  await expect(check.getByText('Verified', { exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(login).toBeEnabled();
  await login.click();
  await expect(toast(page, 'You are successfully logged in')).toBeVisible();
  await expect(page).toHaveURL(/\/account\/profile$/);
  await expect(accountMenu(page)).toHaveAccessibleName('Account menu for Grace Adebayo');
});

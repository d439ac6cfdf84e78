import { expect, expectNoSeriousA11yViolations, test, waitForHydration } from '../fixtures';
import { DEMO_EMAILS } from '../../mocks/data/users';
import { SEED_TOKENS } from '../../mocks/store';
import { accountMenu, apiCallUrls, expectNoSecretsInStorage, loginOnPage, saveNewPassword, sessionCookie, toast } from './auth-helpers';

// Demo accounts (README, mocks/data/users.ts); every one starts with this password.
const DEMO_PASSWORD = 'PrintShop123';
const VERIFIED = { email: 'olivia.bennett@example.com', name: 'Olivia Bennett' };
const UNVERIFIED = 'noah.patel@example.com';
const EXPIRED_LINK = { uuid: 'c47b1e90-2d8f-4a35-8e6c-9b0a5d1f3c33', email: 'amelia.hughes@example.com' };

test('the header dropdown logs in and out, remembering only the email', async ({ page }) => {
  test.slow(); // a long journey: log in with validation, remember me, log out, three page loads
  await page.goto('/');
  const header = page.getByRole('banner');
  await header.getByRole('button', { name: 'Log in' }).click();
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  const login = dialog.getByRole('button', { name: 'LOGIN' });
  await expect(login).toBeDisabled();
  await expect(dialog.getByText('To continue, complete: Email, Password.')).toBeVisible();

  await dialog.getByLabel('Email', { exact: true }).fill('not-an-email');
  await dialog.getByLabel('Password', { exact: true }).fill('123');
  await dialog.getByLabel('Password', { exact: true }).blur();
  await expect(dialog.getByText('Email is invalid')).toBeVisible();
  await expect(dialog.getByText('Minimum 6 characters')).toBeVisible();

  await dialog.getByLabel('Email', { exact: true }).fill(VERIFIED.email);
  await dialog.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await dialog.getByRole('button', { name: 'Show password' }).click();
  await expect(dialog.getByLabel('Password', { exact: true })).toHaveAttribute('type', 'text');
  await dialog.getByText('Remember Me').click();
  await expectNoSecretsInStorage(page, [DEMO_PASSWORD]);
  await login.click();

  await expect(toast(page, 'Welcome')).toContainText('You are successfully logged in');
  await expect(dialog).toBeHidden();
  // Logging in from the home page stays there.
  await expect(page).toHaveURL(/\/$/);
  await expect(accountMenu(page)).toHaveAccessibleName(`Account menu for ${VERIFIED.name}`);
  // The focus the dropdown had goes to the menu that took 'Log in's place, not back to the page's start.
  await expect(accountMenu(page)).toBeFocused();
  await expect(page.getByRole('contentinfo').getByRole('button', { name: 'Logout' })).toBeVisible();

  const cookie = await sessionCookie(page.context());
  expect(cookie?.httpOnly).toBe(true);
  // Remember Me: a persistent cookie (about 30 days), not one that ends with the browser session.
  expect(cookie?.expires ?? -1).toBeGreaterThan(Date.now() / 1000 + 20 * 24 * 3600);
  await expectNoSecretsInStorage(page, [DEMO_PASSWORD]);

  await accountMenu(page).click();
  for (const item of ['Account Info', 'My Orders', 'Settings', 'Log Out']) {
    await expect(page.getByRole('menuitem', { name: item })).toBeVisible();
  }
  await page.getByRole('menuitem', { name: 'Log Out' }).click();
  await expect(header.getByRole('button', { name: 'Log in' })).toBeVisible();
  expect(await sessionCookie(page.context())).toBeUndefined();

  // The email comes back pre-filled; the password never does.
  await header.getByRole('button', { name: 'Log in' }).click();
  await expect(dialog.getByLabel('Email', { exact: true })).toHaveValue(VERIFIED.email);
  await expect(dialog.getByLabel('Password', { exact: true })).toHaveValue('');
  await expect(dialog.getByRole('checkbox', { name: 'Remember Me' })).toBeChecked();
  await expectNoSecretsInStorage(page, [DEMO_PASSWORD]);
});

test('the /login page goes to the requested account page, and a logged-in visit to /login goes to the profile', async ({ page }) => {
  await page.goto('/login?redirect=/account/orders');
  await expect(page.getByRole('tab', { name: 'Login' })).toHaveAttribute('aria-selected', 'true');
  await loginOnPage(page, VERIFIED.email, DEMO_PASSWORD);
  // The path itself: the login page's own address ends with the same words in its query.
  await expect(page).toHaveURL((url) => url.pathname === '/account/orders');
  await expectNoSecretsInStorage(page, [DEMO_PASSWORD]);

  await page.goto('/login');
  await expect(page).toHaveURL(/\/account\/profile$/);

  // An open redirect is refused: the profile instead.
  await page.goto('/login?redirect=//evil.example/phish');
  await expect(page).toHaveURL(/\/account\/profile$/);
  await page.goto('/login?redirect=/.//evil.example/phish');
  await expect(page).toHaveURL(/\/account\/profile$/);
});

test('registration and set-password are refused while logged in', async ({ page }) => {
  await page.goto('/login');
  await loginOnPage(page, VERIFIED.email, DEMO_PASSWORD);
  await expect(accountMenu(page)).toBeVisible();
  // The refusal leaves the page while React is still hydrating it: that must not break hydration.
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  // Refused with a toast, like the shop's other refusals, and sent to the account instead.
  await page.goto('/registration/student-account');
  await expect(toast(page, 'Register new account! Please logout first.')).toBeVisible();
  await expect(page).toHaveURL(/\/account\/profile$/);
  await expect(page.getByRole('button', { name: 'REGISTER' })).toHaveCount(0);
  await expectNoSecretsInStorage(page, [DEMO_PASSWORD]);

  // Setting a first password is for new customers only.
  await page.goto('/set_password/any-token');
  await expect(toast(page, 'Sorry, You are not customer')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  expect(pageErrors).toEqual([]);
});

test("a customer the shop created sets a first password from the emailed link, whose token stays out of the BFF's URLs", async ({ page }) => {
  const apiCalls = apiCallUrls(page);
  await page.goto(`/set_password/${SEED_TOKENS.setPassword}`);
  await waitForHydration(page);
  await expect(page.getByRole('form', { name: 'Set your password' })).toBeVisible();
  const newPassword = 'First-Ink-2026';
  await saveNewPassword(page, newPassword, 'SET PASSWORD');

  await loginOnPage(page, DEMO_EMAILS.newPhoneCustomer, newPassword);
  await expect(accountMenu(page)).toBeVisible();
  expect(apiCalls.some((url) => url.endsWith('/api/password/set'))).toBe(true);
  expect(apiCalls.filter((url) => url.includes(SEED_TOKENS.setPassword))).toEqual([]);
});

test('an unverified account is offered RESEND, then reads Please check your email.', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await dialog.getByLabel('Email', { exact: true }).fill(UNVERIFIED);
  await dialog.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await dialog.getByRole('button', { name: 'LOGIN' }).click();

  // The dropdown's form is replaced by the unverified notice.
  await expect(dialog.getByRole('heading', { name: 'Your account is unverified.' })).toBeVisible();
  await expect(
    dialog.getByText('In order to complete the registration, you must verify your email account. So please verify your email by resending the verification email.'),
  ).toBeVisible();
  expect(await sessionCookie(page.context())).toBeUndefined();
  await dialog.getByRole('button', { name: 'RESEND' }).click();
  await expect(dialog.getByRole('heading', { name: 'Please check your email.' })).toBeVisible();
  await expect(toast(page, 'Success!')).toContainText('Please check your email and verified your account.');
  await expectNoSecretsInStorage(page, [DEMO_PASSWORD]);

  // 'Login to another account?' brings back an empty form.
  await dialog.getByRole('button', { name: 'Login to another account?' }).click();
  await expect(dialog.getByLabel('Email', { exact: true })).toHaveValue('');
});

test('an expired verification link shows the expired screen with Resend', async ({ page }) => {
  await page.goto(`/login?uuid=${EXPIRED_LINK.uuid}&account_status=expired`);
  await expect(page.getByRole('tab', { name: 'Verification' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('heading', { name: 'Email verification link expired.' })).toBeVisible();
  await expect(page.getByText(EXPIRED_LINK.email)).toBeVisible();
  await expect(page.getByRole('button', { name: 'RESEND' })).toBeEnabled();

  // An account that cannot be found gives the plain login page.
  await page.goto('/login?uuid=00000000-0000-4000-8000-00000000dead&account_status=expired');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('tab', { name: 'Login' })).toHaveAttribute('aria-selected', 'true');
});

test('verification outcomes route as the spec says', async ({ page }) => {
  await page.goto('/check-verification-token?account_status=invalid');
  await expect(toast(page, 'Your account verification token is expired or invalid.')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);

  await page.goto(`/check-verification-token?account_status=expired&uuid=${EXPIRED_LINK.uuid}`);
  await expect(page).toHaveURL(new RegExp(`/login\\?account_status=expired&uuid=${EXPIRED_LINK.uuid}$`));

  await page.goto('/account-verify?token=not-a-real-token');
  await expect(page.getByRole('heading', { name: 'Your account verification token is expired or invalid.' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');

  await page.goto('/registration-success/00000000-0000-4000-8000-00000000dead');
  await expect(page).toHaveURL(/\/not-found$/);
});

test('the login page passes an axe scan, in both tabs and once LOGIN and RESEND have gone', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'LOGIN' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('tab', { name: 'Verification' }).click();
  await expect(page.getByRole('heading', { name: 'Verify your email address' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Each button was announced busy while it waited, then gave way to what it did: nothing in the
  // page's live region may still point at it.
  await page.getByRole('tab', { name: 'Login' }).click();
  await loginOnPage(page, UNVERIFIED, DEMO_PASSWORD);
  await page.getByRole('button', { name: 'RESEND' }).click();
  await expect(page.getByRole('heading', { name: 'Please check your email.' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('the header login and account menu open from the keyboard and give focus back when they close', async ({ page }) => {
  await page.goto('/');
  const header = page.getByRole('banner');
  const trigger = header.getByRole('button', { name: 'Log in' });
  await expect(trigger).toHaveAttribute('aria-haspopup', 'dialog');
  await trigger.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await expect(dialog.getByLabel('Email', { exact: true })).toBeVisible();
  await expect(trigger).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(trigger).toBeFocused();
  await expect(trigger).toHaveAttribute('aria-expanded', 'false');

  await page.goto('/login');
  await loginOnPage(page, VERIFIED.email, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/account\/profile$/);
  const menuButton = accountMenu(page);
  await expect(menuButton).toHaveAttribute('aria-haspopup', 'menu');
  await menuButton.focus();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('menuitem', { name: 'Account Info' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu', { name: 'Account' })).toBeHidden();
  await expect(menuButton).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(page.getByRole('menuitem', { name: 'Log Out' })).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/account\/settings$/);
  await expect(page.getByRole('menu', { name: 'Account' })).toBeHidden();
});

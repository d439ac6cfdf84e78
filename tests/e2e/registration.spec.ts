import type { Page } from '@playwright/test';
import { DEMO_EMAILS } from '../../mocks/data/users';
import { expect, expectNoSeriousA11yViolations, test } from '../fixtures';
import {
  accountMenu,
  emailedLink,
  expectNoSecretsInStorage,
  loginOnPage,
  proofPdf,
  saveNewPassword,
  sessionCookie,
  toast,
  uniqueEmail,
} from './auth-helpers';

const PASSWORD = 'Print-Shop-42';

// Each journey registers, follows an emailed link and logs in (some twice): several page loads each.
test.slow();

interface Applicant {
  email: string;
  firstName: string;
  lastName: string;
}

async function fillPerson(page: Page, applicant: Applicant) {
  const form = page.getByRole('main').getByRole('form');
  await form.getByLabel('First name').fill(applicant.firstName);
  await form.getByLabel('Last name').fill(applicant.lastName);
  await form.getByLabel('Email address', { exact: true }).fill(applicant.email);
  await form.getByLabel('Confirm email address').fill(applicant.email);
  await form.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await form.getByLabel('Confirm password', { exact: true }).fill(PASSWORD);
}

/** Submits, lands on the success page with the address, follows the emailed link, logs in: the account menu shows. */
async function registerVerifyAndLogIn(page: Page, applicant: Applicant) {
  await page.getByRole('button', { name: 'REGISTER' }).click();
  await expect(toast(page, 'You have been successfully registered.')).toBeVisible();
  await expect(page).toHaveURL(/\/registration-success\/[0-9a-f-]{36}$/);
  await expect(page.getByText(applicant.email)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Resend' })).toBeVisible();
  await expectNoSecretsInStorage(page, [PASSWORD]);

  const link = await emailedLink(page.request, applicant.email, 'verification');
  await page.goto(link);
  await expect(toast(page, 'You have successfully verified your account from your email.')).toBeVisible();
  await expect(page).toHaveURL(/\/login\?account_status=success/);
  await expectNoSecretsInStorage(page, [PASSWORD, link.split('token=')[1] ?? '']);

  await loginOnPage(page, applicant.email, PASSWORD);
  await expect(toast(page, 'You are successfully logged in')).toBeVisible();
  await expect(page).toHaveURL(/\/account\/profile$/);
  await expect(accountMenu(page)).toHaveAccessibleName(`Account menu for ${applicant.firstName} ${applicant.lastName}`);
  const cookie = await sessionCookie(page.context());
  expect(cookie?.httpOnly).toBe(true);
  expect(cookie?.sameSite).toBe('Lax');
  await expectNoSecretsInStorage(page, [PASSWORD]);
}

test('an individual registers, is unverified until the emailed link, then logs in', async ({ page }) => {
  const applicant = { email: uniqueEmail('individual'), firstName: 'Ada', lastName: 'Individual' };
  await page.goto('/registration');
  await expect(page.getByText('All fields are required')).toBeVisible();
  const register = page.getByRole('button', { name: 'REGISTER' });
  await expect(register).toBeDisabled();

  // The title dropdown starts on the first title; any other can be chosen.
  await page.getByLabel('Title').selectOption('Dr.');
  await expect(page.getByLabel('Title')).toHaveValue('Dr.');

  await fillPerson(page, applicant);
  // The individual form alone asks for 7 characters.
  const password = page.getByLabel('Password', { exact: true });
  await password.fill('abc123');
  await password.blur();
  await expect(page.getByText('Minimum 7 characters')).toBeVisible();
  await expect(register).toBeDisabled();
  await password.fill(PASSWORD);
  await page.getByLabel('Confirm email address').fill('other@example.com');
  await page.getByLabel('Confirm email address').blur();
  await expect(page.getByText("Email doesn't match")).toBeVisible();
  await page.getByLabel('Confirm email address').fill(applicant.email);
  await expect(register).toBeEnabled();
  await expectNoSecretsInStorage(page, [PASSWORD]);

  await register.click();
  await expect(page).toHaveURL(/\/registration-success\//);

  // Before verifying, a login is refused as unverified: the Verification tab offers RESEND.
  await page.goto('/login');
  await loginOnPage(page, applicant.email, PASSWORD);
  await expect(page.getByRole('tab', { name: 'Verification' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('heading', { name: 'Your account is unverified.' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'RESEND' })).toBeVisible();
  await expect(await sessionCookie(page.context())).toBeUndefined();

  const link = await emailedLink(page.request, applicant.email, 'verification');
  await page.goto(link);
  await expect(page).toHaveURL(/\/login\?account_status=success/);
  await loginOnPage(page, applicant.email, PASSWORD);
  await expect(page).toHaveURL(/\/account\/profile$/);
  await expect(accountMenu(page)).toBeVisible();
  await expectNoSecretsInStorage(page, [PASSWORD]);
});

test('a business registers after agreeing to the privacy policy, verifies, and resets a forgotten password', async ({ page }) => {
  // Two logins, a logout and two emailed links: the longest journey here.
  test.setTimeout(240_000);
  const applicant = { email: uniqueEmail('business'), firstName: 'Bea', lastName: 'Business' };
  // The correct spelling leads to the spec's URL.
  await page.goto('/registration/business-account');
  await expect(page).toHaveURL(/\/registration\/bussiness-account$/);
  await expect(page.getByText('Automatic 5% discount on all orders')).toBeVisible();

  await fillPerson(page, applicant);
  await page.getByLabel('Company name').fill('Brick Lane Bakery Ltd');
  const phone = page.getByLabel('Phone number');
  // Only digits, '.', '-', ' ' and '+' can be typed.
  await phone.pressSequentially('020 abc7946-0000');
  await expect(phone).toHaveValue('020 7946-0000');
  await expect(page.getByRole('checkbox', { name: /privacy policy/ })).not.toBeChecked();

  // Unticked privacy policy: an info toast and no submit.
  await page.getByRole('button', { name: 'REGISTER' }).click();
  await expect(toast(page, 'Please agree to the privacy policy!')).toBeVisible();
  await expect(page).toHaveURL(/\/registration\/bussiness-account$/);
  // Nothing typed is lost.
  await expect(page.getByLabel('Company name')).toHaveValue('Brick Lane Bakery Ltd');

  await page.getByRole('checkbox', { name: /privacy policy/ }).check({ force: true });
  await registerVerifyAndLogIn(page, applicant);

  // Log out, then recover the password by email.
  await accountMenu(page).click();
  await page.getByRole('menuitem', { name: 'Log Out' }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Log in' })).toBeVisible();
  expect(await sessionCookie(page.context())).toBeUndefined();

  await page.goto('/forget-password');
  await expect(page.getByRole('heading', { name: 'Forget Password', level: 1 })).toBeVisible();
  await page.getByLabel('Email', { exact: true }).fill(applicant.email);
  await page.getByRole('button', { name: 'RESET PASSWORD' }).click();
  await expect(page.getByText("We've sent the instruction to your email. Go Check it!")).toBeVisible();

  const resetLink = await emailedLink(page.request, applicant.email, 'password_reset');
  await page.goto(resetLink);
  await expect(page).toHaveURL(/\/reset-password$/);
  await expectNoSecretsInStorage(page, [resetLink.split('/').at(-1) ?? '']);
  const newPassword = 'Fresh-Ink-2026';
  await saveNewPassword(page, newPassword, 'RESET PASSWORD');

  await loginOnPage(page, applicant.email, newPassword);
  await expect(page).toHaveURL(/\/account\/profile$/);
  await expect(accountMenu(page)).toBeVisible();
  await expectNoSecretsInStorage(page, [PASSWORD, newPassword]);
});

test('a reseller registers with the client count, ticking the newsletter and privacy policy themselves', async ({ page }) => {
  const applicant = { email: uniqueEmail('reseller'), firstName: 'Rex', lastName: 'Reseller' };
  await page.goto('/registration/reseller-account');
  await expect(page.getByText('White-label delivery')).toBeVisible();
  // Consent is never pre-ticked.
  await expect(page.getByRole('checkbox', { name: /privacy policy/ })).not.toBeChecked();
  await expect(page.getByRole('checkbox', { name: /offers/ })).not.toBeChecked();
  await expect(page.getByRole('link', { name: /^privacy policy/ })).toHaveAttribute('href', '/info/privacy-policy-cookies');
  await page.getByRole('checkbox', { name: /offers/ }).check({ force: true });
  await page.getByRole('checkbox', { name: /privacy policy/ }).check({ force: true });

  await fillPerson(page, applicant);
  await page.getByLabel('Company name').fill('Northrow Design Studio');
  await page.getByLabel('Phone number').fill('07700 900123');
  // The client count is still missing: REGISTER says so.
  await expect(page.getByRole('button', { name: 'REGISTER' })).toBeDisabled();
  await expect(page.getByText(/To continue, complete: How many clients/)).toBeVisible();
  for (const amount of ['1-5', '6-19', '20-49', '50 +']) await expect(page.getByRole('radio', { name: amount })).toBeVisible();
  await page.getByRole('radio', { name: '20-49' }).check({ force: true });

  await registerVerifyAndLogIn(page, applicant);
});

test('a student registers with a proof-of-student upload', async ({ page }) => {
  const applicant = { email: uniqueEmail('student'), firstName: 'Sam', lastName: 'Student' };
  await page.goto('/registration/student-account');
  await expect(page.getByText('Up to 50% off selected large format printing')).toBeVisible();
  await expect(page.getByLabel('Proof of student status')).toHaveAttribute('accept', /\.docx/);

  await fillPerson(page, applicant);
  await page.getByLabel('University / College').fill('University of the Arts London');
  await page.getByLabel('Phone number').fill('020 7946 0000');
  await page.getByRole('checkbox', { name: /privacy policy/ }).check({ force: true });

  // No proof yet: the 3-second toast, and no submit.
  await page.getByRole('button', { name: 'REGISTER' }).click();
  await expect(toast(page, 'Please upload proof of student file!')).toBeVisible();
  await expect(page).toHaveURL(/\/registration\/student-account$/);

  await page.getByLabel('Proof of student status').setInputFiles(proofPdf());
  await expect(page.getByText('student-card.pdf')).toBeVisible();
  await registerVerifyAndLogIn(page, applicant);
});

test('an email already registered is said under its field, which takes focus, and REGISTER is not called incomplete', async ({ page }) => {
  await page.goto('/registration');
  const form = page.getByRole('main').getByRole('form');
  await fillPerson(page, { email: DEMO_EMAILS.verified, firstName: 'Olivia', lastName: 'Bennett' });
  const register = form.getByRole('button', { name: 'REGISTER' });
  await expect(register).toBeEnabled();
  await register.focus();
  await page.keyboard.press('Enter');

  await expect(form.getByText('The email has already been taken.')).toBeVisible();
  await expect(form.getByLabel('Email address', { exact: true })).toBeFocused();
  await expect(register).toBeEnabled();
  await expect(form.getByText(/To continue, complete/)).toHaveCount(0);
});

test('registration pages pass an axe scan, the success page too once REGISTER and Resend have gone', async ({ page }) => {
  await page.goto('/registration');
  await expect(page.getByRole('button', { name: 'REGISTER' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Each button was announced busy while it waited, then gave way to what it did: nothing in the
  // page's live region may still point at it.
  await fillPerson(page, { email: uniqueEmail('scanned'), firstName: 'Sam', lastName: 'Scanned' });
  await page.getByRole('button', { name: 'REGISTER' }).click();
  await expect(page).toHaveURL(/\/registration-success\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('button', { name: 'Resend' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Resend' }).click();
  await expect(page.getByRole('heading', { name: 'Please check your email.' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('the verify-your-email page is made for each visit: once the emailed link is followed, it says verified at once', async ({ page, playwright }) => {
  const applicant = { email: uniqueEmail('kept'), firstName: 'Kit', lastName: 'Kept' };
  await page.goto('/registration');
  await fillPerson(page, applicant);
  await page.getByRole('button', { name: 'REGISTER' }).click();
  await expect(page).toHaveURL(/\/registration-success\/[0-9a-f-]{36}$/);
  const successPath = new URL(page.url()).pathname;

  // Opened from another device (no cookies of the shop's), before and after verifying.
  const servedToStranger = async () => {
    const stranger = await playwright.request.newContext({ baseURL: new URL(page.url()).origin });
    const html = await (await stranger.get(successPath)).text();
    await stranger.dispose();
    return html;
  };
  const before = await servedToStranger();
  expect(before).toContain('Please verify your email address');
  expect(before).toContain('<meta name="robots" content="noindex, nofollow"');

  await page.goto(await emailedLink(page.request, applicant.email, 'verification'));
  await expect(page).toHaveURL(/\/login\?account_status=success/);
  const after = await servedToStranger();
  expect(after).toContain('Your email address is verified');
  expect(after).not.toContain(applicant.email);
});

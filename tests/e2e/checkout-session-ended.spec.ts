import type { Page, Request } from '@playwright/test';
import { CSRF_HEADER } from '../../bff/src/schemas/csrf';
import { DEMO_EMAILS, DEMO_PASSWORD } from '../../mocks/data/users';
import { expect, test } from '../fixtures';
import { accountMenu, logInInModal, loginModal, loginOnPage, proofPdf, toast } from './auth-helpers';

// A session that ends in the middle of checkout (run out, or logged out elsewhere) while the page is
// open: the header says 'Log in', the login modal opens over the step, and the action the shopper took
// goes on once they are logged in again, with what they typed; never into someone else's account.
test.describe.configure({ timeout: 120_000 });

const CARDS = { path: '/standard-business-cards/standard-business-cards-400gsm-silk', name: 'Standard Business Cards 400gsm Silk' };
const DETAILS = /\/order-process\/checkout\/order-policy$/;
const ARTWORK = /\/artwork\/upload-artwork$/;

// An open modal hides the page from role queries; the header is still on screen.
const header = (page: Page) => page.getByRole('banner', { includeHidden: true });
const headerLogIn = (page: Page) => header(page).getByRole('button', { name: 'Log in', includeHidden: true });
const billing = (page: Page) => page.getByRole('group', { name: 'Billing address' });
const artworkLine = (page: Page) => page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: CARDS.name }) });
const isDetailsSave = (request: Request) => request.url().endsWith('/api/checkout/details') && request.method() === 'PUT';

/** Logs in on /login, puts business cards in the cart and opens the delivery details step. */
async function atDetails(page: Page, email: string) {
  await page.goto('/login');
  await loginOnPage(page, email, DEMO_PASSWORD);
  await expect(accountMenu(page)).toBeVisible();
  await page.goto(CARDS.path);
  await expect(page.getByRole('heading', { level: 1, name: CARDS.name })).toBeVisible();
  await page.getByRole('button', { name: 'Add to cart' }).first().click();
  await expect(page.getByRole('banner').getByRole('button', { name: /^Cart, 1 item/ })).toBeVisible();
  await page.goto('/order-process/checkout');
  await expect(page).toHaveURL(DETAILS);
  await expect(billing(page).getByLabel('Address line 1')).not.toHaveValue('');
}

/** The session's time runs out where the shopper stands (a development-only route of the e2e run). */
async function endSession(page: Page, baseURL: string | undefined) {
  const ended = await page.request.post('/api/__dev/session/expire', { headers: { [CSRF_HEADER.name]: CSRF_HEADER.value, origin: baseURL ?? '' } });
  expect(ended.status()).toBe(200);
}

/** The modal is up, saying why, and the header has already let go of the customer. */
async function expectAskedToLogInAgain(page: Page) {
  await expect(loginModal(page)).toBeVisible();
  await expect(loginModal(page).getByText('Your session has ended.', { exact: false })).toBeVisible();
  await expect(headerLogIn(page)).toBeVisible();
  await expect(header(page).getByRole('button', { name: /^Account menu for /, includeHidden: true })).toHaveCount(0);
}

async function toArtwork(page: Page) {
  await page.getByRole('button', { name: 'Continue to artwork' }).click();
  await expect(page).toHaveURL(ARTWORK);
  await expect(page.getByRole('heading', { level: 1, name: 'Upload artwork' })).toBeVisible();
}

test('details typed when the session ended are saved once the same shopper logs in again in the modal, and checkout goes on', async ({ page, baseURL }) => {
  await atDetails(page, DEMO_EMAILS.business);
  await billing(page).getByLabel('Address line 1').fill('99 Typed Street');
  await endSession(page, baseURL);

  await page.getByRole('button', { name: 'Continue to artwork' }).click();
  await expectAskedToLogInAgain(page);
  // Not a bare toast saying to log in with no way to do it.
  await expect(toast(page, 'Your details were not saved')).toHaveCount(0);
  await expect(page.getByText('We could not check the prices just now.')).toHaveCount(0);

  await logInInModal(page, DEMO_EMAILS.business, DEMO_PASSWORD);
  await expect(loginModal(page)).toBeHidden();
  await expect(page).toHaveURL(ARTWORK);
  await expect(accountMenu(page)).toBeVisible();
  await page.getByRole('link', { name: 'Back to delivery details' }).click();
  await expect(page).toHaveURL(DETAILS);
  await expect(billing(page).getByLabel('Address line 1')).toHaveValue('99 Typed Street');
});

test("someone else logging in in the modal gets their own checkout, never the details the first shopper typed", async ({ page, baseURL }) => {
  await atDetails(page, DEMO_EMAILS.business);
  await billing(page).getByLabel('Address line 1').fill('99 Typed Street');
  await endSession(page, baseURL);
  const saves: Request[] = [];
  page.on('request', (request) => {
    if (isDetailsSave(request)) saves.push(request);
  });

  await page.getByRole('button', { name: 'Continue to artwork' }).click();
  await expectAskedToLogInAgain(page);
  await logInInModal(page, DEMO_EMAILS.verified, DEMO_PASSWORD);
  await expect(loginModal(page)).toBeHidden();
  await expect(accountMenu(page)).toBeVisible();

  // The form now holds the new shopper's own address, and nothing was saved on their behalf.
  await expect(billing(page).getByLabel('Last name')).toHaveValue('Bennett');
  await expect(billing(page).getByLabel('Address line 1')).not.toHaveValue('99 Typed Street');
  await expect(page).toHaveURL(DETAILS);
  expect(saves).toHaveLength(1);
});

test('an upload refused because the session ended is sent once the shopper logs in again in the modal', async ({ page, baseURL }) => {
  await atDetails(page, DEMO_EMAILS.business);
  await toArtwork(page);
  await endSession(page, baseURL);

  await artworkLine(page).getByLabel('Choose your print file').setInputFiles({ ...proofPdf(), name: 'cards-artwork.pdf' });
  await expectAskedToLogInAgain(page);
  await logInInModal(page, DEMO_EMAILS.business, DEMO_PASSWORD);
  await expect(loginModal(page)).toBeHidden();
  await expect(artworkLine(page).getByText('Artwork uploaded')).toBeVisible();
  await expect(artworkLine(page).getByText('cards-artwork.pdf')).toBeVisible();
});

test('Place order refused because the session ended places the order once the shopper logs in again in the modal', async ({ page, baseURL }) => {
  await atDetails(page, DEMO_EMAILS.business);
  await toArtwork(page);
  await artworkLine(page).getByRole('button', { name: "I'll send my artwork later" }).click();
  await expect(artworkLine(page).getByText('Sending later')).toBeVisible();
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page).toHaveURL(/\/payment$/);
  await page.locator('label').filter({ has: page.getByRole('radio', { name: /Pay by invoice/ }) }).click();
  await endSession(page, baseURL);

  await page.getByRole('button', { name: 'Place order' }).click();
  await expectAskedToLogInAgain(page);
  await logInInModal(page, DEMO_EMAILS.business, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/order-process\/order-confirmation\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your order!' })).toBeVisible();
});

test('Send my order refused because the session ended sends the phone order once the shopper logs in again in the modal', async ({ page, baseURL }) => {
  await page.goto('/login');
  await loginOnPage(page, DEMO_EMAILS.phoneCall, DEMO_PASSWORD);
  await expect(accountMenu(page)).toBeVisible();
  await page.goto(CARDS.path);
  await page.getByRole('button', { name: 'Add to cart' }).first().click();
  await expect(page.getByRole('banner').getByRole('button', { name: /^Cart, 1 item/ })).toBeVisible();
  await page.goto('/order-process/checkout');
  await expect(page).toHaveURL(/\/order-process\/checkout\/phonecall-order-receive$/);
  await expect(page.getByRole('list', { name: 'Your order' }).getByText(CARDS.name)).toBeVisible();
  await endSession(page, baseURL);

  await page.getByRole('button', { name: 'Send my order' }).click();
  await expectAskedToLogInAgain(page);
  await expect(page.getByText('We could not send your order')).toHaveCount(0);
  await logInInModal(page, DEMO_EMAILS.phoneCall, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/order-process\/checkout\/phonecall-order-receive\?order=\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you, we will call you back' })).toBeVisible();
});

test("an order's confirmation opened logged out asks to log in first, then shows the shopper's order", async ({ page }) => {
  const path = '/order-process/order-confirmation/10231';
  // The server itself sends the visit to the login, never a page saying an order was placed.
  const answer = await page.request.get(path, { maxRedirects: 0 });
  expect(answer.status()).toBeGreaterThanOrEqual(300);
  expect(answer.status()).toBeLessThan(400);
  expect(answer.headers().location).toBe(`/login?redirect=${encodeURIComponent(path)}`);

  await page.goto('/order-process/order-confirmation/99999999');
  await expect(page).toHaveURL(/\/login\?redirect=%2Forder-process%2Forder-confirmation%2F99999999$/);
  await expect(page.getByText('Your order is placed')).toHaveCount(0);

  await page.goto(path);
  await expect(page).toHaveURL(/\/login\?redirect=/);
  await loginOnPage(page, DEMO_EMAILS.verified, DEMO_PASSWORD);
  await expect(page).toHaveURL(new RegExp(`${path}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your order!' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Your invoice' })).toBeVisible();
});

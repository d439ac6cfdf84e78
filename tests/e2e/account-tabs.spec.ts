import type { BrowserContext, Page } from '@playwright/test';
import { CSRF_HEADER } from '../../bff/src/schemas/csrf';
import { ACCOUNT_CHANGED } from '../../bff/src/schemas/shown-account';
import type { ProfileView } from '../../bff/src/view-models';
import { expect, test, waitForHydration } from '../fixtures';
import { accountMenu, loginModal, loginOnPage, toast } from './auth-helpers';

// Tabs of one browser share one session cookie: a tab follows logins and logouts made in another,
// and a tab that still shows the account logged in before never acts for the one logged in since.

const DEMO_PASSWORD = 'PrintShop123';
const JAMES = { email: 'james.carter@brickfield-studio.example.com', name: 'James Carter' };
const OLIVIA = { email: 'olivia.bennett@example.com', name: 'Olivia Bennett' };
const CARDS = '/standard-business-cards/standard-business-cards-400gsm-silk';
const CART = '/order-process/shopping-cart';

async function logIn(page: Page, email: string) {
  await page.goto('/login');
  await loginOnPage(page, email, DEMO_PASSWORD);
  await expect(page).not.toHaveURL(/\/login/);
}

/** Logs in with business cards in the cart, on the cart page once its prices are checked: its order summary. */
async function logInWithPricedCart(page: Page, email: string) {
  await logIn(page, email);
  await page.goto(CARDS);
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Add to cart' }).first().click();
  await page.goto(CART);
  await waitForHydration(page);
  const summary = page.getByRole('region', { name: 'Order summary' });
  await expect(summary.getByRole('status')).toHaveText('Prices checked');
  return summary;
}

/** Logs in as another window of the browser would without this app's tabs hearing of it (an old tab, say). */
async function logInUnannounced(page: Page, email: string) {
  const origin = new URL(page.url()).origin;
  const response = await page.request.post('/api/session', {
    headers: { [CSRF_HEADER.name]: CSRF_HEADER.value, origin },
    data: { email, password: DEMO_PASSWORD, remember: false },
  });
  expect(response.ok(), `login as ${email}`).toBe(true);
}

/** Opens another tab of the browser and logs out with its account menu, as a shopper would; answers that tab. */
async function logOutInAnotherTab(context: BrowserContext): Promise<Page> {
  const other = await context.newPage();
  await other.goto('/');
  await waitForHydration(other);
  await accountMenu(other).click();
  await other.getByRole('menuitem', { name: /log out/i }).click();
  await expect(other.getByRole('banner').getByRole('button', { name: 'Log in' })).toBeVisible();
  return other;
}

const businessPrice = (page: Page) => page.getByText(/your business price/);

test('a login in another tab moves this tab’s header and prices to the new account at once', async ({ page, context }) => {
  await logIn(page, JAMES.email);
  await page.goto(CARDS);
  await waitForHydration(page);
  await expect(businessPrice(page)).toBeVisible();

  const other = await logOutInAnotherTab(context);
  await logIn(other, OLIVIA.email);

  await expect(accountMenu(page)).toHaveAccessibleName(`Account menu for ${OLIVIA.name}`);
  await expect(businessPrice(page)).toHaveCount(0);
});

/** From now on, the text of every toast that shows on the page, however briefly: read with the answer. */
async function recordToasts(page: Page): Promise<() => Promise<string[]>> {
  await page.evaluate(() => {
    const shown: string[] = [];
    (window as unknown as { toastsShown: string[] }).toastsShown = shown;
    new MutationObserver((changes) => {
      for (const change of changes) {
        for (const node of change.addedNodes) {
          if (!(node instanceof HTMLElement)) continue;
          const toasts = node.matches('[data-sonner-toast]') ? [node] : [...node.querySelectorAll('[data-sonner-toast]')];
          for (const added of toasts) shown.push(added.textContent ?? '');
        }
      }
    }).observe(document.body, { childList: true, subtree: true });
  });
  return () => page.evaluate(() => (window as unknown as { toastsShown: string[] }).toastsShown);
}

test('a stale tab’s profile save is refused, writes nothing into the account logged in since, and the tab then shows that account', async ({ page }) => {
  await logIn(page, JAMES.email);
  await page.goto('/account/profile');
  await waitForHydration(page);
  const firstName = page.getByLabel('First name', { exact: true });
  await firstName.fill('JamesTabA');

  await logInUnannounced(page, OLIVIA.email);
  const toastsShown = await recordToasts(page);
  await page.getByRole('button', { name: 'SAVE CHANGES' }).click();
  // Without a reload, the tab says who is logged in now and that nothing was changed, in one toast (the
  // form does not add its own), and shows their details, never the first account's typing over them.
  await expect(toast(page, `You are now logged in as ${OLIVIA.name}`)).toContainText('Nothing was changed');
  const shown = await toastsShown();
  expect(shown.filter((text) => text.includes(ACCOUNT_CHANGED.message))).toEqual([]);
  expect(shown).toEqual([expect.stringContaining(`You are now logged in as ${OLIVIA.name}`)]);
  await expect(accountMenu(page)).toHaveAccessibleName(`Account menu for ${OLIVIA.name}`);
  await expect(page.getByText(OLIVIA.email)).toBeVisible();
  await expect(firstName).toHaveValue('Olivia');

  const profile = (await (await page.request.get('/api/account/profile')).json()) as ProfileView;
  expect(profile.firstName).toBe('Olivia');
});

test('a stale tab’s cart keeps the quantity typed and is priced for the account logged in since, once its call is refused', async ({ page }) => {
  const summary = await logInWithPricedCart(page, JAMES.email);
  const quantity = page.getByRole('textbox', { name: 'Quantity' }).first();

  await logInUnannounced(page, OLIVIA.email);
  await quantity.fill('500');
  await quantity.press('Enter');
  await expect(toast(page, `You are now logged in as ${OLIVIA.name}`)).toBeVisible();
  await expect(accountMenu(page)).toHaveAccessibleName(`Account menu for ${OLIVIA.name}`);
  await expect(quantity).toHaveValue('500');
  await expect(summary.getByRole('status')).toHaveText('Prices checked');
});

test('a stale tab’s checkout details step shows the account logged in since, and never saves the first account’s details into its checkout', async ({ page }) => {
  await logInWithPricedCart(page, JAMES.email);
  await page.goto('/order-process/checkout/order-policy');
  await waitForHydration(page);
  const billing = page.getByRole('group', { name: 'Billing address' });
  await expect(billing.getByLabel('Last name')).toHaveValue('Carter');

  await logInUnannounced(page, OLIVIA.email);
  await page.getByRole('button', { name: 'Continue to artwork' }).click();
  await expect(toast(page, `You are now logged in as ${OLIVIA.name}`)).toBeVisible();
  // The form now holds the new account's own details, so Continue saves nothing of James's into hers.
  await expect(billing.getByLabel('Last name')).toHaveValue('Bennett');
  await expect(billing.getByLabel('Address line 1')).not.toHaveValue(/Bermondsey/);
  // Nor is James's typing kept as hers for coming back to the step.
  await page.getByRole('link', { name: 'Edit cart' }).click();
  await expect(page).toHaveURL(new RegExp(`${CART}$`));
  await page.goBack();
  await expect(billing.getByLabel('Last name')).toHaveValue('Bennett');
  await page.getByRole('button', { name: 'Continue to artwork' }).click();
  await expect(page).toHaveURL(/\/artwork\/upload-artwork$/);

  const checkout = JSON.stringify(await (await page.request.get('/api/checkout')).json());
  expect(checkout).toContain(OLIVIA.email);
  expect(checkout).not.toMatch(/Carter|Bermondsey/);
});

test('a logout in another tab shows this tab logged out and asks to log in again', async ({ page, context }) => {
  await logIn(page, JAMES.email);
  await page.goto(CART);
  await waitForHydration(page);
  await expect(accountMenu(page)).toBeVisible();

  await logOutInAnotherTab(context);

  await expect(loginModal(page)).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Log in' })).toBeVisible();
});

test('a tab whose session cookie is gone is asked to log in again rather than shown list prices', async ({ page, context }) => {
  await logInWithPricedCart(page, JAMES.email);

  await context.clearCookies();
  await page.getByRole('button', { name: /Increase Quantity/ }).first().click();
  await expect(loginModal(page)).toBeVisible();
});

test('Back after logging in shows the page logged in', async ({ page }) => {
  await page.goto(CARDS);
  await waitForHydration(page);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Log in' })).toBeVisible();
  await logIn(page, JAMES.email);

  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`${CARDS}$`));
  await expect(accountMenu(page)).toHaveAccessibleName(`Account menu for ${JAMES.name}`);
  await expect(businessPrice(page)).toBeVisible();
});

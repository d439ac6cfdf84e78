// The account area: the login guard, Account Info, My Orders with the invoice
// modal (its own address), Settings, and where logging out lands. Each test logs in as a demo customer no other spec
// changes: Olivia's orders are only read here; Leo's, Sophie's and Margaret's accounts are changed and put back
// (Margaret's and Priya's pictures stay).
import type { Browser, Locator, Page } from '@playwright/test';
import type { InvoiceView } from '../../bff/src/view-models';
import { expect, expectNoSeriousA11yViolations, test, waitForHydration } from '../fixtures';
import { accountMenu, expectNoSecretsInStorage, logInInModal, loginModal, loginOnPage, logOutInAnotherTab, toast } from './auth-helpers';

const DEMO_PASSWORD = 'PrintShop123';
const OLIVIA = { email: 'olivia.bennett@example.com', firstName: 'Olivia' };
const LEO = { email: 'leo.nguyen@example.com', firstName: 'Leo' };
const SOPHIE = { email: 'sophie.turner@inkwell-agency.example.com', firstName: 'Sophie' };
// Their accounts are logged into over a page whose session ended; nothing of theirs is changed.
const PRIYA = { email: 'priya.shah@shah-lettings.example.com', firstName: 'Priya' };
const JAMES = { email: 'james.carter@brickfield-studio.example.com', firstName: 'James' };
const MARGARET = { email: 'margaret.osei@example.com', firstName: 'Margaret', lastName: 'Osei', phone: '07700 900789' };
const CSRF = { 'X-Requested-With': 'storefront' };

/** An invoice date as the spec shows it: dd.MM.yyyy h:mm:ss (with am/pm, which the 12-hour clock needs). */
const INVOICE_DATE = /^\d{2}\.\d{2}\.\d{4} \d{1,2}:\d{2}:\d{2} (am|pm)$/;
const gbp = (pence: number) => new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' }).format(pence / 100);

/** Logs in through the BFF (the browser context keeps the httpOnly cookie), as a returning customer would be. */
async function logIn(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  const response = await page.request.post('/api/session', { headers: CSRF, data: { email, password } });
  expect(response.status(), `login of ${email}`).toBe(200);
}

/** The same customer logged in on another device: a browser context of its own, which the test closes. */
async function loggedInElsewhere(browser: Browser, baseURL: string | undefined, email: string): Promise<Page> {
  const page = await (await browser.newContext({ baseURL })).newPage();
  await logIn(page, email);
  return page;
}

/** Opens a page on a device of `loggedInElsewhere`, once hydrated (the test's own page waits by itself). */
async function visit(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForHydration(page);
}

async function invoiceFromBff(page: Page, invoiceNumber: number): Promise<InvoiceView> {
  const response = await page.request.get(`/api/account/orders/${invoiceNumber}`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as InvoiceView;
}

/** The value beside a label in the invoice (header terms, line facts, totals): the dd after its dt. */
function invoiceValue(scope: Locator, label: string): Locator {
  return scope.locator(`dt:text-is("${label}") + dd`);
}

test('an anonymous visit to My Orders goes to login and comes back after logging in', async ({ page }) => {
  await page.goto('/account/orders');
  await expect(page).toHaveURL(/\/login\?redirect=%2Faccount%2Forders$/);

  await loginOnPage(page, OLIVIA.email, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/account\/orders$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My Orders' })).toBeVisible();
  await expect(page).toHaveTitle(/^My Orders \|/);

  // The header's account dropdown: Olivia has a picture, then the four entries.
  const menuButton = accountMenu(page);
  await expect(menuButton.locator('img')).toBeVisible();
  await menuButton.click();
  const menu = page.getByRole('menu', { name: 'Account' });
  await expect(menu.getByRole('menuitem')).toHaveText(['Account Info', 'My Orders', 'Settings', 'Log Out']);
  await menu.getByRole('menuitem', { name: 'Settings' }).click();
  await expect(page).toHaveURL(/\/account\/settings$/);
  await expectNoSecretsInStorage(page, [DEMO_PASSWORD]);
});

test('My Orders pages through the orders in the URL, and an invoice shows every field', async ({ page }) => {
  await logIn(page, OLIVIA.email);
  await page.goto('/account/orders');
  const orders = page.getByRole('table', { name: 'Your orders, newest first' });
  const invoiceButtons = orders.getByRole('button', { name: /^Invoice / });
  await expect(invoiceButtons).toHaveCount(10);
  for (const text of await invoiceButtons.allTextContents()) expect(text).toMatch(/^#\d{8}$/);
  await expect(page.getByText('12 orders · page 1 of 2')).toBeVisible();

  await page.getByRole('navigation', { name: 'Order pages' }).getByRole('link', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/account\/orders\?page=2$/);
  await expect(invoiceButtons).toHaveCount(2);
  await expect(page.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  await page.goBack();
  await expect(invoiceButtons).toHaveCount(10);

  const expected = await invoiceFromBff(page, 10231);
  const opener = orders.getByRole('button', { name: 'Invoice #00010231' });
  await opener.click();
  const dialog = page.getByRole('dialog', { name: 'Invoice #00010231' });
  const invoice = dialog.getByRole('article', { name: 'Invoice #00010231' });
  await expect(invoice).toBeVisible();

  await expect(invoiceValue(invoice, 'Date')).toHaveText(INVOICE_DATE);
  await expect(invoiceValue(invoice, 'Date')).toHaveText(expected.createdAt.text);
  await expect(invoiceValue(invoice, 'Payment method')).toHaveText(expected.paymentMethod);
  await expect(invoiceValue(invoice, 'Email')).toHaveText(OLIVIA.email);
  await expect(invoice.getByRole('region', { name: 'Billing address' })).toContainText(expected.billing.postcode);
  await expect(invoice.getByRole('region', { name: 'Delivery address' })).toContainText(expected.billing.address);

  // A line with its attributes (key: value), delivery service, comment and prices.
  const items = invoice.getByRole('table', { name: 'Items' });
  const firstLine = expected.lines[0]!;
  const row = items.getByRole('row').filter({ hasText: firstLine.name });
  await expect(invoiceValue(row, `${firstLine.attributes[0]!.key}:`)).toHaveText(firstLine.attributes[0]!.value);
  await expect(invoiceValue(row, 'Delivery service:')).toHaveText(firstLine.deliveryService!);
  await expect(invoiceValue(row, 'Comment:')).toHaveText(firstLine.comment!);
  await expect(row.getByRole('cell').nth(3)).toHaveText(gbp(firstLine.netPrice));

  // Totals.
  await expect(invoiceValue(invoice, 'Sub total')).toHaveText(gbp(expected.subTotal));
  await expect(invoiceValue(invoice, `VAT (${expected.vatPercent}%)`)).toHaveText(gbp(expected.vatAmount));
  await expect(invoiceValue(invoice, 'Total')).toHaveText(gbp(expected.total));

  // Printing keeps the invoice alone: no header, footer or dialog chrome.
  await page.emulateMedia({ media: 'print' });
  await expect(invoice).toBeVisible();
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(page.getByRole('contentinfo')).toBeHidden();
  await expect(dialog.getByRole('button', { name: 'Print invoice' })).toBeHidden();
  await page.emulateMedia({ media: 'screen' });

  // Escape closes it and gives focus back to the invoice number.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
});

test('an open invoice has an address: Back closes it, Forward and a reload open it again', async ({ page }) => {
  await logIn(page, OLIVIA.email);
  await page.goto('/account/orders');
  const opener = page.getByRole('table', { name: 'Your orders, newest first' }).getByRole('button', { name: 'Invoice #00010231' });
  const dialog = page.getByRole('dialog', { name: 'Invoice #00010231' });
  const invoice = dialog.getByRole('article', { name: 'Invoice #00010231' });

  // Opening pushes an entry of its own; the number is all of the order the address holds.
  await opener.click();
  await expect(invoice).toBeVisible();
  await expect(page).toHaveURL(/\/account\/orders\?invoice=10231$/);
  await page.goBack();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/account\/orders$/);
  await expect(opener).toBeFocused();
  await expect(page.getByRole('heading', { level: 1, name: 'My Orders' })).toBeVisible();

  await page.goForward();
  await expect(invoice).toBeVisible();
  await expect(page).toHaveURL(/\/account\/orders\?invoice=10231$/);
  await page.reload();
  await expect(invoice).toBeVisible();
  await expect(invoiceValue(invoice, 'Email')).toHaveText(OLIVIA.email);

  // Closed, an invoice the reload opened gives focus to its row's button: no button opened it.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/account\/orders$/);
  await expect(opener).toBeFocused();
  // Escape, after a click, is Back: the list's entry is the one before, and Forward opens the invoice again.
  await opener.click();
  await expect(invoice).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/account\/orders$/);
  await expect(opener).toBeFocused();
  await page.goForward();
  await expect(invoice).toBeVisible();
});

test("a shared invoice link opens after logging in, and one that is not the customer's says so", async ({ page }) => {
  // The number as the invoice prints it; the address keeps it as a number.
  await page.goto('/account/orders?invoice=00010231');
  await expect(page).toHaveURL(/\/login\?redirect=%2Faccount%2Forders%3Finvoice%3D10231$/);
  await loginOnPage(page, OLIVIA.email, DEMO_PASSWORD);
  await expect(page.getByRole('dialog', { name: 'Invoice #00010231' }).getByRole('article', { name: 'Invoice #00010231' })).toBeVisible();
  await expect(page).toHaveURL(/\/account\/orders\?invoice=10231$/);
  // Closed, it gives focus to its row's button, which did not open it.
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('table', { name: 'Your orders, newest first' }).getByRole('button', { name: 'Invoice #00010231' })).toBeFocused();

  // Another customer's order (a guest's), and a number no order has: a clear message in the invoice's place.
  for (const [number, text] of [
    ['10561', '#00010561'],
    ['99999999', '#99999999'],
  ] as const) {
    await page.goto(`/account/orders?invoice=${number}`);
    const dialog = page.getByRole('dialog', { name: `Invoice ${text}` });
    await expect(dialog.getByRole('alert')).toHaveText(`We could not find invoice ${text} in your account.`);
    await expect(dialog.getByRole('article')).toHaveCount(0);
    // Closing it, with nothing before it to go back to, takes the number out of the address in place.
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/account\/orders$/);
    await expect(page.getByText('12 orders · page 1 of 2')).toBeVisible();
    // No row of the list is that invoice's: focus goes to the page's heading.
    await expect(page.getByRole('heading', { level: 1, name: 'My Orders' })).toBeFocused();
  }
  // What is no invoice number opens nothing.
  await page.goto('/account/orders?invoice=abc');
  await expect(page.getByText('12 orders · page 1 of 2')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('a page in the address that is not a whole number from 1 shows the first page of My Orders', async ({ page }) => {
  await logIn(page, OLIVIA.email);
  for (const notAPage of ['abc', '0', '-1', '1.5', '2abc', '']) {
    await page.goto(`/account/orders?page=${notAPage}`);
    await expect(page.getByText('12 orders · page 1 of 2'), `?page=${notAPage}`).toBeVisible();
    await expect(page.getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
  }
  // A whole page number past the last still says so.
  await page.goto('/account/orders?page=9');
  await expect(page.getByRole('heading', { name: 'There is no page 9' })).toBeVisible();
});

test("a custom order lists its quoted lines, and a click-and-collect order shows where to collect it", async ({ page }) => {
  await logIn(page, OLIVIA.email);
  await page.goto('/account/orders');

  const custom = await invoiceFromBff(page, 10412);
  await page.getByRole('button', { name: 'Invoice #00010412' }).click();
  let dialog = page.getByRole('dialog', { name: 'Invoice #00010412' });
  await expect(dialog.getByText('Custom order', { exact: true }).first()).toBeVisible();
  const quoted = dialog.getByRole('table', { name: 'Custom order' });
  await expect(quoted.getByRole('row')).toHaveCount(custom.customLines.length + 1);
  await expect(quoted).toContainText(custom.customLines[0]!.title);
  await expect(invoiceValue(quoted, 'Delivery note:').first()).toHaveText(custom.customLines[0]!.deliveryNote!);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  const collect = await invoiceFromBff(page, 10388);
  expect(collect.orderPolicy).toBe('collection');
  await page.getByRole('button', { name: 'Invoice #00010388' }).click();
  dialog = page.getByRole('dialog', { name: 'Invoice #00010388' });
  const point = dialog.getByRole('region', { name: 'Click and collect' });
  const { name, address, city, postcode, country } = collect.collection!;
  for (const part of [name, address, city, postcode, country]) await expect(point).toContainText(part);
  await expect(dialog.getByRole('region', { name: 'Delivery address' })).toHaveCount(0);
  await expect(invoiceValue(dialog, `Coupon discount (${collect.couponCode}, ${collect.couponDiscountPercent}%)`)).toHaveText(
    `\u2212${gbp(collect.couponDiscount)}`,
  );
  // A garment line: sizes and colour.
  await expect(invoiceValue(dialog, 'Sizes:')).toHaveText(/S × \d+/);
  await expect(invoiceValue(dialog, 'Colour:')).toHaveText(collect.lines[0]!.colour!);
});

test('Account Info keeps what was typed when a field is refused, saves details and uploads a picture', async ({ page }) => {
  await logIn(page, LEO.email);
  await page.goto('/account/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Account Info' })).toBeVisible();
  // Leo has no picture: the header shows his initial.
  await expect(accountMenu(page)).toContainText('L');
  await expect(accountMenu(page).locator('img')).toHaveCount(0);

  const form = page.getByRole('form', { name: 'Your details' });
  const company = form.getByLabel('Company name (optional)');
  const phone = form.getByLabel('Phone number (optional)');
  const originalPhone = await phone.inputValue();
  await phone.fill('12345');
  await company.fill('Camberwell Print Club');
  await phone.blur();
  await expect(form.getByText('Phone number is invalid')).toBeVisible();
  await expect(form.getByRole('button', { name: 'SAVE CHANGES' })).toBeDisabled();
  await expect(company).toHaveValue('Camberwell Print Club');

  await phone.fill('020 7946 0999');
  await form.getByRole('button', { name: 'SAVE CHANGES' }).click();
  await expect(toast(page, 'Your account details have been saved.')).toBeVisible();
  await page.reload();
  await expect(company).toHaveValue('Camberwell Print Club');
  await expect(phone).toHaveValue('020 7946 0999');

  // Put Leo back as he was.
  await company.fill('');
  await phone.fill(originalPhone);
  await form.getByRole('button', { name: 'SAVE CHANGES' }).click();
  await expect(toast(page, 'Your account details have been saved.')).toBeVisible();

  // A file that is not an image is refused as soon as it is chosen, by its type or by its content
  // (the browser cannot show it), with no broken preview: Leo's initial stays.
  const picker = page.getByLabel('Choose a picture');
  for (const notAPicture of [
    { name: 'notes.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4') },
    { name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('not really a picture') },
  ]) {
    await picker.setInputFiles(notAPicture);
    await expect(picker).toHaveAccessibleDescription(/Please choose a JPEG, PNG or WebP image/);
    await expect(page.getByRole('button', { name: 'Upload picture' })).toBeDisabled();
    await expect(page.getByText('No picture yet: your initial is shown')).toBeVisible();
    await expect(page.getByRole('main').locator('img[src^="blob:"]')).toHaveCount(0);
  }

  // A real PNG: previewed, uploaded, then shown in the header instead of the initial.
  await picker.setInputFiles({ name: 'leo.png', mimeType: 'image/png', buffer: TINY_PNG });
  await expect(page.getByText('Preview: not saved yet')).toBeVisible();
  await page.getByRole('button', { name: 'Upload picture' }).click();
  await expect(page.getByText('Your current picture')).toBeVisible();
  await expect(accountMenu(page).locator('img')).toBeVisible();
});

test("the header follows the first save of a page loaded in full: the new first name, then the new picture; her other device's with its next account page", async ({
  page,
  browser,
  baseURL,
}) => {
  test.slow(); // two devices, each loading pages in full
  const elsewhere = await loggedInElsewhere(browser, baseURL, MARGARET.email);
  await visit(elsewhere, '/');
  await expect(accountMenu(elsewhere)).toHaveAccessibleName(/^Account menu for Margaret /);
  await logIn(page, MARGARET.email);
  await page.goto('/account/profile');
  await expect(accountMenu(page)).toHaveAccessibleName(/^Account menu for Margaret /);
  const form = page.getByRole('form', { name: 'Your details' });
  const firstName = form.getByLabel('First name');

  try {
    await firstName.fill('Maggie');
    await form.getByRole('button', { name: 'SAVE CHANGES' }).click();
    await expect(toast(page, 'Your account details have been saved.')).toBeVisible();
    await expect(accountMenu(page)).toHaveAccessibleName(/^Account menu for Maggie /);
    await expect(accountMenu(page)).toContainText('Maggie');

    // The other device's header, copied from her profile when she logged in there, follows it as soon
    // as an account page reads the profile, in the page the server renders.
    await visit(elsewhere, '/account/profile');
    await expect(accountMenu(elsewhere)).toHaveAccessibleName(/^Account menu for Maggie /);
    // And stays so on a page that reads only the session.
    await visit(elsewhere, '/');
    await expect(accountMenu(elsewhere)).toHaveAccessibleName(/^Account menu for Maggie /);
  } finally {
    await page.request.patch('/api/account/profile', {
      headers: CSRF,
      data: { first_name: MARGARET.firstName, last_name: MARGARET.lastName, contact_no: MARGARET.phone },
    });
  }

  // The picture, likewise from a page loaded in full (nothing saved on it before).
  await page.reload();
  await expect(accountMenu(page)).toHaveAccessibleName(/^Account menu for Margaret /);
  await expect(accountMenu(page).locator('img')).toHaveCount(0);
  await page.getByLabel('Choose a picture').setInputFiles({ name: 'margaret.png', mimeType: 'image/png', buffer: TINY_PNG });
  await page.getByRole('button', { name: 'Upload picture' }).click();
  await expect(page.getByText('Your current picture')).toBeVisible();
  await expect(accountMenu(page).locator('img')).toBeVisible();

  await visit(elsewhere, '/account/settings');
  await expect(accountMenu(elsewhere).locator('img')).toBeVisible();
  await elsewhere.context().close();
});

/** The header's way to log in. An open modal hides the page from role queries; the header is still on screen. */
function headerLogIn(page: Page) {
  return page.getByRole('banner', { includeHidden: true }).getByRole('button', { name: 'Log in', includeHidden: true });
}

/** Olivia's My Orders, her session ended in another tab, then an invoice opened: the login modal asks. */
async function openInvoiceAfterLogoutElsewhere(page: Page) {
  await logIn(page, OLIVIA.email);
  await page.goto('/account/orders');
  const orders = page.getByRole('table', { name: 'Your orders, newest first' });
  await expect(orders.getByRole('button', { name: /^Invoice / })).toHaveCount(10);
  await logOutInAnotherTab(page);
  await orders.getByRole('button', { name: 'Invoice #00010231' }).click();
  await expect(loginModal(page)).toBeVisible();
}

test('an invoice opened after a logout in another tab asks to log in again, then shows; meanwhile the header says Log in', async ({ page }) => {
  await openInvoiceAfterLogoutElsewhere(page);
  await expect(loginModal(page).getByText('Your session has ended.')).toBeVisible();
  await expect(headerLogIn(page)).toBeVisible();
  // Behind it, the invoice says why it is not there, and offers no retry that could only fail again.
  const invoiceDialog = page.getByRole('dialog', { name: 'Invoice #00010231', includeHidden: true });
  await expect(invoiceDialog.getByText('Your session has ended. Log in again to see invoice #00010231.')).toBeVisible();
  await expect(invoiceDialog.getByRole('button', { name: 'Try again', includeHidden: true })).toHaveCount(0);

  await logInInModal(page, OLIVIA.email, DEMO_PASSWORD);
  await expect(loginModal(page)).toBeHidden();
  await expect(page.getByRole('dialog', { name: 'Invoice #00010231' }).getByRole('article', { name: 'Invoice #00010231' })).toBeVisible();
  await expect(accountMenu(page)).toBeVisible();
});

test('an invoice open when someone else logs in over the ended session says it is not in their account, with no retry', async ({ page }) => {
  await openInvoiceAfterLogoutElsewhere(page);
  await logInInModal(page, JAMES.email, DEMO_PASSWORD);
  await expect(loginModal(page)).toBeHidden();
  const invoiceDialog = page.getByRole('dialog', { name: 'Invoice #00010231' });
  await expect(invoiceDialog.getByText('We could not find invoice #00010231 in your account.')).toBeVisible();
  await expect(invoiceDialog.getByRole('button', { name: 'Try again' })).toHaveCount(0);
  await expect(invoiceDialog.getByRole('article')).toHaveCount(0);
});

test("My Orders' next page after a logout in another tab asks to log in; closing the modal leaves a way to log in, not a retry", async ({ page }) => {
  await logIn(page, OLIVIA.email);
  await page.goto('/account/orders');
  await expect(page.getByText('12 orders · page 1 of 2')).toBeVisible();
  await logOutInAnotherTab(page);

  await page.getByRole('navigation', { name: 'Order pages' }).getByRole('link', { name: 'Next' }).click();
  await expect(loginModal(page)).toBeVisible();
  await expect(headerLogIn(page)).toBeVisible();
  await loginModal(page).getByRole('button', { name: 'Close' }).click();
  await expect(loginModal(page)).toBeHidden();
  await expect(page.getByText('Your session has ended. Log in again to see your orders.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: 'Log in again' }).click();
  await logInInModal(page, OLIVIA.email, DEMO_PASSWORD);
  await expect(loginModal(page)).toBeHidden();
  await expect(page).toHaveURL(/\/account\/orders\?page=2$/);
  await expect(page.getByRole('table', { name: 'Your orders, newest first' }).getByRole('button', { name: /^Invoice / })).toHaveCount(2);
});

test('a profile save after the session ended asks to log in and keeps what was typed, but never saves it into whoever logs in', async ({ page }) => {
  await logIn(page, PRIYA.email);
  await page.goto('/account/profile');
  const form = page.getByRole('form', { name: 'Your details' });
  const company = form.getByLabel('Company name (optional)');
  const typed = 'Typed before the session ended';
  await expect(form.getByLabel('First name')).toHaveValue(PRIYA.firstName);
  const saves: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'PATCH' && request.url().endsWith('/api/account/profile')) saves.push(request.postData() ?? '');
  });
  await logOutInAnotherTab(page);

  await company.fill(typed);
  await form.getByRole('button', { name: 'SAVE CHANGES' }).click();
  await expect(loginModal(page)).toBeVisible();
  await expect(loginModal(page).getByText('Your session has ended, so your change was not saved.')).toBeVisible();
  await expect(headerLogIn(page)).toBeVisible();
  await expect(company).toHaveValue(typed);
  expect(saves).toHaveLength(1);

  // Someone else logs in over the page: the form shows their details, and nothing is saved for them.
  await logInInModal(page, JAMES.email, DEMO_PASSWORD);
  await expect(loginModal(page)).toBeHidden();
  await expect(accountMenu(page)).toHaveAccessibleName(/^Account menu for James /);
  await expect(form.getByLabel('First name')).toHaveValue(JAMES.firstName);
  await expect(company).not.toHaveValue(typed);
  expect(saves).toHaveLength(1);
  const james = (await (await page.request.get('/api/account/profile')).json()) as { company: string };
  expect(james.company).not.toBe(typed);
});

test('an avatar upload after the session ended keeps the chosen picture for the shopper to upload once logged in again', async ({ page }) => {
  await logIn(page, PRIYA.email);
  await page.goto('/account/profile');
  const headerPicture = accountMenu(page).locator('img');
  const before = await headerPicture.getAttribute('src');
  await page.getByLabel('Choose a picture').setInputFiles({ name: 'priya.png', mimeType: 'image/png', buffer: TINY_PNG });
  await expect(page.getByText('Preview: not saved yet')).toBeVisible();
  await logOutInAnotherTab(page);

  await page.getByRole('button', { name: 'Upload picture' }).click();
  await expect(loginModal(page)).toBeVisible();
  await expect(loginModal(page).getByText('Your session has ended, so your change was not saved.')).toBeVisible();
  await expect(headerLogIn(page)).toBeVisible();
  await logInInModal(page, PRIYA.email, DEMO_PASSWORD);
  await expect(loginModal(page)).toBeHidden();

  // Not uploaded by itself, and no refusal under the picker: the chosen picture waits.
  await expect(page.getByText('Preview: not saved yet')).toBeVisible();
  await expect(page.getByText('Please log in to continue.')).toHaveCount(0);
  await page.getByRole('button', { name: 'Upload picture' }).click();
  await expect(page.getByText('Your current picture')).toBeVisible();
  await expect(headerPicture).not.toHaveAttribute('src', before ?? '');
});

test('changing the password keeps the customer logged in here and logs her other devices out; after logging out only the new one works', async ({
  page,
  browser,
  baseURL,
}) => {
  test.slow(); // two devices, a password change, a logout and two logins: past the limit on a loaded machine
  const newPassword = 'Inkwell-2025!';
  const elsewhere = await loggedInElsewhere(browser, baseURL, SOPHIE.email);
  await visit(elsewhere, '/');
  await expect(accountMenu(elsewhere)).toBeVisible();
  await page.goto('/account/settings');
  await loginOnPage(page, SOPHIE.email, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/account\/settings$/);

  try {
    const form = page.getByRole('form', { name: 'Change password' });
    await form.getByLabel('Current password', { exact: true }).fill(DEMO_PASSWORD);
    await form.getByLabel('New password', { exact: true }).fill(newPassword);
    await expect(form.getByText('at least 6 characters with at least 2 of uppercase, lowercase, numbers, symbols')).toBeVisible();
    await form.getByLabel('Confirm new password', { exact: true }).fill('Inkwell-2024!');
    await form.getByLabel('Confirm new password', { exact: true }).blur();
    await expect(form.getByText("Password doesn't match")).toBeVisible();
    await form.getByLabel('Confirm new password', { exact: true }).fill(newPassword);
    await form.getByRole('button', { name: 'CHANGE PASSWORD' }).click();
    await expect(toast(page, 'Success!')).toBeVisible();
    await expectNoSecretsInStorage(page, [DEMO_PASSWORD, newPassword]);

    // Still logged in.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    await expect(accountMenu(page)).toBeVisible();

    // Her other device is logged out: a page that asks the shop nothing of hers says Log in, and her
    // account area asks her to log in.
    await visit(elsewhere, '/');
    await expect(elsewhere.getByRole('banner').getByRole('button', { name: 'Log in' })).toBeVisible();
    await expect(accountMenu(elsewhere)).toHaveCount(0);
    await visit(elsewhere, '/account/orders');
    await expect(elsewhere).toHaveURL(/\/login\?redirect=/);

    // Log Out from the account nav lands on the login page.
    await page.getByRole('navigation', { name: 'Account' }).getByRole('button', { name: 'Log Out' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('banner').getByRole('button', { name: 'Log in' })).toBeVisible();

    await loginOnPage(page, SOPHIE.email, DEMO_PASSWORD);
    await expect(toast(page, 'Error')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);

    await loginOnPage(page, SOPHIE.email, newPassword);
    await expect(page).toHaveURL(/\/account\/profile$/);
    await expectNoSecretsInStorage(page, [DEMO_PASSWORD, newPassword]);
  } finally {
    // Sophie's demo password comes back for whoever uses the running server next.
    await logIn(page, SOPHIE.email, newPassword).catch(() => undefined);
    await page.request.post('/api/account/password', {
      headers: CSRF,
      data: { current_password: newPassword, password: DEMO_PASSWORD, password_confirmation: DEMO_PASSWORD },
    });
    await elsewhere.context().close();
  }
});

test('the newsletter switch saves the preference', async ({ page }) => {
  await logIn(page, LEO.email);
  await page.goto('/account/settings');
  const toggle = page.getByRole('switch', { name: /Email me offers/ });
  // The input is visually hidden inside its label: shoppers press the label.
  const label = page.getByText('Email me offers and printing tips');
  const before = await toggle.isChecked();
  await label.click();
  await expect(toggle).toBeChecked({ checked: !before });
  await expect(page.getByText(before ? 'Not subscribed' : 'Subscribed', { exact: true })).toBeVisible();
  await page.reload();
  await expect(toggle).toBeChecked({ checked: !before });
  // Back as it was.
  await label.click();
  await expect(toggle).toBeChecked({ checked: before });
});

test('logging out clears stored data but keeps the cart: from an account page to login, from home to home', async ({ page }) => {
  await logIn(page, OLIVIA.email);
  await page.goto('/account/profile');
  // What the shop keeps in the browser for the session (order-process state) goes with it; the cart
  // stays until an order is placed.
  await page.evaluate(() => {
    window.localStorage.setItem('printshop.cart', '{"items":[{"code":"A1"}]}');
    window.sessionStorage.setItem('printshop.checkout', '{"step":"order-policy"}');
  });
  await accountMenu(page).click();
  await page.getByRole('menuitem', { name: 'Log Out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  const stored = await page.evaluate(() => [window.localStorage.getItem('printshop.cart'), window.sessionStorage.getItem('printshop.checkout')]);
  expect(stored).toEqual(['{"items":[{"code":"A1"}]}', null]);
  await expectNoSecretsInStorage(page, [DEMO_PASSWORD]);

  // Logged out means logged out: the account area sends back to the login page.
  await page.goto('/account/profile');
  await expect(page).toHaveURL(/\/login\?redirect=%2Faccount%2Fprofile$/);

  await logIn(page, OLIVIA.email);
  await page.goto('/');
  await accountMenu(page).click();
  await page.getByRole('menuitem', { name: 'Log Out' }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Log in' })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
});

test('the account pages pass an axe scan, with the account menu and the invoice open', async ({ page }) => {
  // Five full-page axe scans, each several seconds on a busy two-core machine.
  test.setTimeout(150_000);
  await logIn(page, OLIVIA.email);
  for (const [path, heading] of [
    ['/account/profile', 'Account Info'],
    ['/account/settings', 'Settings'],
    ['/account/orders', 'My Orders'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
  }
  await accountMenu(page).click();
  await expect(page.getByRole('menu', { name: 'Account' }).getByRole('menuitem')).toHaveCount(4);
  await expectNoSeriousA11yViolations(page);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu', { name: 'Account' })).toBeHidden();

  await page.getByRole('button', { name: 'Invoice #00010388' }).click();
  await expect(page.getByRole('dialog').getByRole('article')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

/** A 1×1 PNG: file-type recognises it by its signature. */
const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

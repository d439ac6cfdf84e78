import { truncate, writeFile } from 'node:fs/promises';
import { CHECKOUT_MESSAGES, MAX_ARTWORK_BYTES, type CheckoutQuoteRequest, type PlaceOrderRequest } from '../../bff/src/schemas/checkout';
import { ORDER_MESSAGES } from '../../bff/src/routes/checkout/place-order';
import type { CheckoutQuote } from '../../bff/src/view-models';
import { DEMO_EMAILS, DEMO_PASSWORD } from '../../mocks/data/users';
import { expect, expectNoSeriousA11yViolations, test } from '../fixtures';
import { accountMenu, loginOnPage, proofPdf, uniqueEmail } from './auth-helpers';
import {
  CARDS,
  FLYERS,
  CHECKOUT,
  COUPON,
  choose,
  addToCart,
  loggedInAtCheckout,
  ordersFor,
  summary,
  summaryValue,
  expectAccessibleAtBothWidths,
  openCheckout,
  continueAsGuest,
  fillBilling,
  continueFromDetails,
  artworkLine,
  sendArtworkLater,
  continueToPayment,
  guestAtPayment,
} from './checkout-helpers';

// Checkout journeys: a guest pays by card on the provider's hosted page and tracks the order; a
// business account pays by invoice for click and collect with a coupon; a phone-call customer is
// sent to the call-back page; a declined card keeps everything; a double click makes one order.
// Long journeys with an axe scan at two widths on every step: the guest's took 2.2 minutes on a
// loaded two-core CI machine, so each may take up to four.
test.describe.configure({ timeout: 240_000 });

test('a guest orders configured business cards for delivery, pays by card and tracks the order', async ({ page }) => {
  const email = uniqueEmail('guest-order');
  await addToCart(page, CARDS, async () => {
    await choose(page, /^Double sided/);
    await choose(page, '250');
  });
  await openCheckout(page);
  await expectAccessibleAtBothWidths(page);
  await continueAsGuest(page, email);

  // Delivery with the shipping address the same as billing, by default.
  await expect(page.getByRole('radio', { name: /^Delivery/ })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Shipping address same as billing' })).toBeChecked();
  await fillBilling(page);
  await expect(page.getByText('Estimated delivery:')).toBeVisible();
  await expect(summaryValue(page, /^Total$/)).toHaveText(/^£\d+\.\d{2}$/);
  await expectAccessibleAtBothWidths(page);
  await continueFromDetails(page);

  // Artwork: Continue says why it waits, the file uploads with its progress, then Continue opens.
  await expect(page.getByRole('button', { name: 'Continue to payment' })).toBeDisabled();
  await expect(page.getByText('Please upload the artwork for every item, or choose to send it later.')).toBeVisible();
  await expectAccessibleAtBothWidths(page);
  const pdf = proofPdf();
  await artworkLine(page, CARDS.name).getByLabel('Choose your print file').setInputFiles({ ...pdf, name: 'cards-artwork.pdf' });
  await expect(artworkLine(page, CARDS.name).getByText('Artwork uploaded')).toBeVisible();
  await expect(artworkLine(page, CARDS.name).getByText('cards-artwork.pdf')).toBeVisible();
  await continueToPayment(page);

  await expect(page.getByText('cards-artwork.pdf')).toBeVisible();
  await expect(page.getByRole('radio', { name: /^Card/ })).toBeChecked();
  await expect(page.getByRole('radio', { name: /Pay by invoice/ })).toHaveCount(0);
  await expectAccessibleAtBothWidths(page);
  const total = await summaryValue(page, /^Total$/).textContent();
  await page.getByRole('button', { name: 'Place order' }).click();

  // The provider's hosted page (the mock's), then back to the shop.
  await page.getByRole('button', { name: 'Approve payment' }).click();
  await expect(page).toHaveURL(/\/order-process\/order-confirmation\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your order!' })).toBeVisible();
  const orderNumber = (await page.getByText(/^Order number #\d{8}$/).textContent())?.replace('Order number ', '') ?? '';
  expect(orderNumber).toMatch(/^#\d{8}$/);
  await expect(page.getByText(`We have emailed your confirmation to ${email}.`)).toBeVisible();
  await expect(page.getByRole('article').getByText(total ?? '').last()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Print', exact: true })).toBeEnabled();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Cart, 0 items' })).toBeVisible();
  await expectAccessibleAtBothWidths(page);

  // The guest finds the order again without an account.
  await page.getByRole('main').getByRole('link', { name: 'Track your order' }).click();
  await expect(page).toHaveURL(/\/order-tracking$/);
  const tracking = page.getByRole('form', { name: 'Track your order' });
  await tracking.getByLabel('Email').fill(email);
  await tracking.getByLabel('Order number').fill(orderNumber);
  await tracking.getByRole('button', { name: 'TRACK ORDER' }).click();
  await expect(page.getByRole('button', { name: `Invoice ${orderNumber}` })).toBeVisible();
  const [order] = await ordersFor(page, email);
  expect(order).toMatchObject({ order_type: 0, order_policy: 0, payment_status: 'paid' });
});

test("a guest uploads both lines' files at the same time and the order takes both", async ({ page }) => {
  await addToCart(page, CARDS);
  await addToCart(page, FLYERS);
  await openCheckout(page);
  await continueAsGuest(page, uniqueEmail('two-files'));
  await fillBilling(page);
  await continueFromDetails(page);

  // Both uploads are held until both are on their way, so each is sent with the same checkout cookie.
  let held: (() => void) | undefined;
  const bothSent = new Promise<void>((resolve) => (held = resolve));
  let sent = 0;
  await page.route('**/api/checkout/artwork', async (route) => {
    sent += 1;
    if (sent === 2) held?.();
    await bothSent;
    await route.continue();
  });
  for (const [line, name] of [[CARDS.name, 'cards-artwork.pdf'], [FLYERS.name, 'flyers-artwork.pdf']] as const) {
    await artworkLine(page, line).getByLabel('Choose your print file').setInputFiles({ ...proofPdf(), name });
  }
  for (const line of [CARDS.name, FLYERS.name]) await expect(artworkLine(page, line).getByText('Artwork uploaded')).toBeVisible();
  await page.unroute('**/api/checkout/artwork');
  await continueToPayment(page);

  await page.getByRole('button', { name: 'Place order' }).click();
  // The provider's hosted page: the order was placed with both files, not refused for want of one.
  await expect(page.getByRole('button', { name: 'Approve payment' })).toBeVisible();
  await page.getByRole('button', { name: 'Approve payment' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your order!' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'We still need your artwork' })).toHaveCount(0);
});

test('a delivery speed chosen at checkout after a reload is the shopper\'s price, not a price change in the cart', async ({ page }) => {
  await addToCart(page, CARDS);
  await openCheckout(page);
  await continueAsGuest(page, uniqueEmail('delivery-speed'));
  await page.reload();
  const speed = page.getByLabel(`Delivery service for ${CARDS.name}`);
  const nextDay = (await speed.locator('option', { hasText: /^Next Day/ }).getAttribute('value')) ?? '';
  await speed.selectOption(nextDay);
  await expect(speed).toHaveValue(nextDay);

  // The cart opened afresh: only what this page knows from the stored cart.
  await page.goto('/order-process/shopping-cart');
  const line = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: CARDS.name }) });
  await expect(line.getByText('Next Day')).toBeVisible();
  await expect(summary(page).getByRole('status')).toHaveText('Prices checked');
  await expect(page.getByText(/Price updated/)).toHaveCount(0);
  await expect(page.getByText('Some prices have changed since you added the items.')).toHaveCount(0);
});

test('a same-day item sent outside London is marked at its delivery speed on a phone, and put right on the same page', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await addToCart(page, CARDS);
  await openCheckout(page);
  await continueAsGuest(page, uniqueEmail('same-day-area'));
  const billing = page.getByRole('group', { name: 'Billing address' });
  await billing.getByLabel('First name').fill('Sam');
  await billing.getByLabel('Last name').fill('Day');
  await billing.getByLabel('Address line 1').fill('1 Deansgate');
  await billing.getByLabel('Town or city').fill('Manchester');
  await billing.getByLabel('Postcode').fill('M3 2BW');
  await billing.getByLabel('Phone number').fill('0161 496 0000');
  const speed = page.getByLabel(`Delivery service for ${CARDS.name}`);
  const optionOf = async (title: RegExp) => (await speed.locator('option', { hasText: title }).getAttribute('value')) ?? '';
  await speed.selectOption(await optionOf(/^Same Day/));

  // The summary stays closed on a phone: the reason and the fix are at the line's own choice.
  const reason = 'Same Day delivery covers selected London postcodes. Choose another service for this item, or click and collect.';
  await expect(speed).toHaveAttribute('aria-invalid', 'true');
  await expect(speed).toHaveAccessibleDescription(reason);
  await expect(page.getByText(reason).filter({ visible: true })).toHaveCount(1);
  const banner = page.getByRole('alert').filter({ hasText: 'Please choose another delivery speed for the items marked above, or click and collect.' });
  await expect(banner).toBeVisible();
  await expect(banner.getByRole('link', { name: 'Go to your cart' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Continue to artwork' })).toBeDisabled();
  await expectNoSeriousA11yViolations(page);
  await banner.getByRole('button', { name: 'Change delivery speed' }).click();
  await expect(speed).toBeFocused();

  await speed.selectOption(await optionOf(/^Next Day/));
  await expect(speed).not.toHaveAttribute('aria-invalid');
  await expect(banner).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Continue to artwork' })).toBeEnabled();
});

test('same-day refused at Place order once its cut-off passes: the shopper is taken to the speed, and pays the new total', async ({ page }) => {
  const email = uniqueEmail('same-day-cut-off');
  await addToCart(page, CARDS);
  await openCheckout(page);
  await continueAsGuest(page, email);
  await fillBilling(page);
  const speed = page.getByLabel(`Delivery service for ${CARDS.name}`);
  const sameDay = (await speed.locator('option', { hasText: /^Same Day/ }).getAttribute('value')) ?? '';
  // The shop's clock passes 16:00 as Place order is pressed. The server's own clock cannot be moved from
  // here, so its quotes are made to agree with the test's: same-day can be had until that moment, whatever
  // the hour the test runs (after 16:00 the server already prices it past its cut-off), and not after it.
  let pastCutOff = false;
  await page.route('**/api/checkout/quote', async (route) => {
    const response = await route.fetch();
    const quote = (await response.json()) as CheckoutQuote;
    const body = route.request().postDataJSON() as CheckoutQuoteRequest;
    const sameDayCodes = new Set(body.items.filter((item) => String(item.deliveryServiceId) === sameDay).map((item) => item.code));
    if (sameDayCodes.size === 0) return route.fulfill({ response, json: quote });
    const lines = quote.lines.map((line) => {
      if (!sameDayCodes.has(line.code)) return line;
      if (pastCutOff) return { ...line, available: false, message: CHECKOUT_MESSAGES.sameDayPast };
      return line.message === CHECKOUT_MESSAGES.sameDayPast ? { ...line, available: true, message: null } : line;
    });
    const allAvailable = lines.every((line) => line.available);
    await route.fulfill({ response, json: { ...quote, lines, allAvailable, sameDayDelivery: quote.sameDayDelivery && !pastCutOff } });
  });
  await speed.selectOption(sameDay);
  await expect(speed).toHaveValue(sameDay);
  await continueFromDetails(page);
  await sendArtworkLater(page, CARDS.name);
  await continueToPayment(page);

  // The refusal as the BFF makes it, naming the same-day line.
  await page.route('**/api/checkout/orders', async (route) => {
    pastCutOff = true;
    const { items } = route.request().postDataJSON() as PlaceOrderRequest;
    const fields = Object.fromEntries(items.filter((item) => String(item.deliveryServiceId) === sameDay).map((item) => [`items.${item.code}`, [CHECKOUT_MESSAGES.sameDayPast]]));
    await route.fulfill({ status: 409, json: { error: { code: 'delivery_changed', message: ORDER_MESSAGES.sameDayPast, fields } } });
  });
  const placeOrder = page.getByRole('button', { name: 'Place order' });
  await placeOrder.click();

  const refusal = page.getByRole('alert').filter({ hasText: 'Same Day delivery is no longer available today' });
  await expect(refusal).toContainText('Your order has not been placed');
  await expect(placeOrder).toBeDisabled();
  await refusal.getByRole('button', { name: 'Change delivery speed' }).click();
  const speedHere = page.getByLabel(`Delivery service for ${CARDS.name}`);
  await expect(speedHere).toBeFocused();
  await expect(speedHere).toHaveAttribute('aria-invalid', 'true');
  await expect(speedHere).toHaveAccessibleDescription(CHECKOUT_MESSAGES.sameDayPast);
  await expectAccessibleAtBothWidths(page);

  // Another speed is priced at once, and that price is the one beside Place order and the one sent.
  const nextDay = (await speedHere.locator('option', { hasText: /^Next Day/ }).getAttribute('value')) ?? '';
  const repriced = page.waitForResponse((response) => response.url().endsWith('/api/checkout/quote') && response.request().postData()?.includes(`"deliveryServiceId":${nextDay}`) === true);
  await speedHere.selectOption(nextDay);
  const newTotal = ((await (await repriced).json()) as CheckoutQuote).total;
  await expect(speedHere).not.toHaveAttribute('aria-invalid');
  await expect(refusal).toHaveCount(0);
  const shown = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' }).format(newTotal / 100);
  await expect(page.getByText(/^To pay now/).locator('..')).toContainText(shown);
  await expect(summaryValue(page, /^Total$/)).toHaveText(shown);
  await expect(placeOrder).toBeEnabled();

  await page.unroute('**/api/checkout/orders');
  await placeOrder.click();
  await page.waitForURL(/\/hosted-payment\//);
  const [order] = await ordersFor(page, email);
  expect(order).toMatchObject({ total: newTotal });
});

test('a business customer pays by invoice for click and collect, with a coupon, the 5% discount and zero-rated flyers', async ({ page }) => {
  await page.goto('/login');
  await loginOnPage(page, DEMO_EMAILS.business, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/account\/profile$/);
  await addToCart(page, CARDS);
  await addToCart(page, FLYERS);

  // A logged-in customer skips the entry page.
  await page.goto(CHECKOUT);
  await expect(page).toHaveURL(/\/order-process\/checkout\/order-policy$/);
  await choose(page, /^Click and collect/);
  await expect(page.getByRole('heading', { name: 'Collection point' })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Shipping address same as billing' })).toHaveCount(0);
  await expect(summaryValue(page, 'Click and collect')).toHaveText('Free');
  await expect(summaryValue(page, 'Business discount (5%)')).toHaveText(/^−£\d+\.\d{2}$/);
  await expect(summary(page).getByRole('listitem').filter({ hasText: FLYERS.name }).getByText('Zero-rated: no VAT')).toBeVisible();

  // A refused coupon says why under the field and keeps the text; a good one applies.
  const coupon = page.getByRole('form', { name: 'Apply a coupon' });
  await coupon.getByLabel('Coupon code').fill('summer24');
  await coupon.getByRole('button', { name: 'Apply' }).click();
  await expect(coupon.getByText(/expired/)).toBeVisible();
  await expect(coupon.getByLabel('Coupon code')).toHaveValue('summer24');
  await coupon.getByLabel('Coupon code').fill(COUPON);
  await coupon.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText(`Coupon ${COUPON} applied: 10% off`)).toBeVisible();
  await expect(summaryValue(page, `Coupon ${COUPON} (10%)`)).toHaveText(/^−£\d+\.\d{2}$/);
  // Remove takes Apply's place under the pointer: hovered, it must still be legible.
  await page.getByRole('button', { name: `Remove coupon ${COUPON}` }).hover();
  await expectAccessibleAtBothWidths(page);

  const billing = page.getByRole('group', { name: 'Billing address' });
  for (const [label, value] of [
    ['Address line 1', '1 Fleet Street'],
    ['Town or city', 'London'],
    ['Postcode', 'EC4Y 1AA'],
    ['Phone number', '020 7946 0555'],
  ] as const) {
    if ((await billing.getByLabel(label).inputValue()) === '') await billing.getByLabel(label).fill(value);
  }
  await continueFromDetails(page);
  await sendArtworkLater(page, CARDS.name);
  await sendArtworkLater(page, FLYERS.name);
  await continueToPayment(page);

  await choose(page, /^Pay by invoice/);
  await expect(summaryValue(page, 'Business discount (5%)')).toBeVisible();
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your order!' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'My Orders' })).toBeVisible();
  // Both files were to come later: the page says which and how to send them.
  const artwork = page.getByRole('region', { name: 'We still need your artwork' });
  await expect(artwork.getByRole('listitem')).toHaveText([CARDS.name, FLYERS.name]);
  await expect(artwork).toContainText(/Reply to your order confirmation email with the files attached, quoting order number #\d{8}/);
  await expectAccessibleAtBothWidths(page);
  const invoice = page.getByRole('article');
  await expect(invoice.getByText('Business discount (5%)')).toBeVisible();
  await expect(invoice.getByRole('heading', { name: 'Click and collect' })).toBeVisible();
  await expect(invoice.getByRole('row').filter({ hasText: FLYERS.name }).getByText('(0%)')).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Cart, 0 items' })).toBeVisible();
  const orders = await ordersFor(page, DEMO_EMAILS.business);
  expect(orders.at(-1)).toMatchObject({ order_policy: 1, coupon_code: COUPON });
});

test("a reseller's own 15% is on the product page, in the cart and at checkout, named for a reseller, and the cart's total is the order's", async ({ page }) => {
  await page.goto('/login');
  await loginOnPage(page, DEMO_EMAILS.reseller, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/account\/profile$/);
  await addToCart(page, CARDS);
  await expect(page.getByText(/inc\. VAT, your reseller price/)).toBeVisible();
  await expect(page.getByText('Reseller discount (15%)').first()).toBeVisible();
  await addToCart(page, FLYERS);

  await page.goto('/order-process/shopping-cart');
  await expect(summary(page).getByRole('status')).toHaveText('Prices checked');
  const cartDiscount = (await summaryValue(page, 'Reseller discount (15%)').textContent()) ?? '';
  expect(cartDiscount).toMatch(/^−£\d+\.\d{2}$/);
  const cartTotal = (await summaryValue(page, /^Total$/).textContent()) ?? '';

  await page.goto(CHECKOUT);
  await choose(page, /^Click and collect/);
  await expect(summaryValue(page, 'Click and collect')).toHaveText('Free');
  await expect(summaryValue(page, 'Reseller discount (15%)')).toHaveText(cartDiscount);
  await expect(summaryValue(page, /^Total$/)).toHaveText(cartTotal);
});

test('a phone-call customer who logs in at checkout sees the order first, and only pressing Send places it, once', async ({ page }) => {
  await addToCart(page, CARDS);
  await page.goto(CHECKOUT);
  const before = await ordersFor(page, DEMO_EMAILS.phoneCall);
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/checkout/phone-orders') sent.push(request.url());
  });
  await loginOnPage(page, DEMO_EMAILS.phoneCall, DEMO_PASSWORD);

  // Arriving shows what would be sent: the line, the total, who we call. Nothing is ordered yet.
  await expect(page).toHaveURL(/\/order-process\/checkout\/phonecall-order-receive$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Check your phone order' })).toBeVisible();
  const total = page.locator('dt', { hasText: /^Total$/ }).locator('+ dd');
  await expect(total).toHaveText(/^£\d+\.\d{2}$/);
  await expect(page.getByRole('list', { name: 'Your order' }).getByText(CARDS.name)).toBeVisible();
  await expect(page.getByText('07700 900789')).toBeVisible();
  await expect(page.getByText('We confirm the details and take payment over the phone.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to cart' })).toBeVisible();
  await expectAccessibleAtBothWidths(page);
  await page.reload();
  await expect(total).toHaveText(/^£\d+\.\d{2}$/);
  expect(sent).toHaveLength(0);
  expect(await ordersFor(page, DEMO_EMAILS.phoneCall)).toHaveLength(before.length);

  await page.getByRole('button', { name: 'Send my order' }).dblclick();
  await expect(page).toHaveURL(/\/order-process\/checkout\/phonecall-order-receive\?order=\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you, we will call you back' })).toBeVisible();
  await expect(page.getByText(/^Your order number is #\d{8}$/)).toBeVisible();
  await expect(page.getByRole('link', { name: /020/ }).last()).toHaveAttribute('href', /^tel:/);
  await expectAccessibleAtBothWidths(page);
  await page.reload();
  await expect(page.getByText(/^Your order number is #\d{8}$/)).toBeVisible();
  expect(sent).toHaveLength(1);
  const after = await ordersFor(page, DEMO_EMAILS.phoneCall);
  expect(after.length - before.length).toBe(1);
  expect(after.at(-1)).toMatchObject({ order_type: 1 });
});

test('a phone-call customer on account is told the order goes on the account, not paid on the call', async ({ page }) => {
  await loggedInAtCheckout(page, DEMO_EMAILS.phoneAccount, 'phonecall-order-receive');
  await expect(page.getByText('We confirm the details and add the order to your account: nothing to pay on the call.')).toBeVisible();
  await expect(page.getByText(/take payment/)).toHaveCount(0);
  await expect(page.getByText('020 7946 0555')).toBeVisible();
});

test('a declined card keeps the cart and everything typed', async ({ page }) => {
  const email = uniqueEmail('declined');
  await guestAtPayment(page, email);
  await page.getByRole('button', { name: 'Place order' }).click();
  await page.getByRole('button', { name: 'Decline payment' }).click();

  // The reason travels in history state: a link cannot put words in the shop's mouth.
  await expect(page).toHaveURL(/\/payment$/);
  await expect(page.getByRole('alert').filter({ hasText: 'Your payment did not go through' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Cart, 1 item' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Review your order' }).getByText('10 Downing Street')).toBeVisible();
  await expectAccessibleAtBothWidths(page);

  await page.reload();
  await expect(page.getByRole('alert').filter({ hasText: 'Your payment did not go through' })).toBeVisible();

  await page.getByRole('link', { name: 'Change billing address' }).click();
  const billing = page.getByRole('group', { name: 'Billing address' });
  await expect(billing.getByLabel('Postcode')).toHaveValue('SW1A 1AA');
  await expect(billing.getByLabel('Address line 1')).toHaveValue('10 Downing Street');

  await page.goto('/payment?declined=Your+card+is+suspended.+Call+0906+555+0101');
  await expect(page.getByRole('heading', { level: 1, name: 'Payment' })).toBeVisible();
  await expect(page.getByText('Call 0906')).toHaveCount(0);
  await expect(page.getByText('Your payment did not go through')).toHaveCount(0);
});

test('a payment the bank has not confirmed stops checking after a few answers and offers to check again', async ({ page }) => {
  await guestAtPayment(page, uniqueEmail('pending'));
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByRole('button', { name: 'Decline payment' })).toBeVisible();
  const paymentId = /pay_[\w-]+/.exec(page.url())?.[0];
  expect(paymentId, page.url()).toBeDefined();

  // Back from the provider before deciding: the payment stays pending.
  await page.goto(`/payment/return?payment_id=${paymentId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Checking your payment…' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Your payment is still being confirmed' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('button', { name: 'Check again' })).toBeEnabled();

  // A payment the shop does not know: nothing to ask again.
  await page.goto('/payment/return?payment_id=pay_nobody');
  await expect(page.getByRole('heading', { level: 1, name: 'We could not find this payment' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Back to payment' })).toBeVisible();
});

test('a refused file is named with its reason, asks for another file, and never displaces the file already uploaded', async ({ page }, testInfo) => {
  await addToCart(page, CARDS);
  await openCheckout(page);
  await continueAsGuest(page, uniqueEmail('refused-artwork'));
  await fillBilling(page);
  await continueFromDetails(page);
  const line = artworkLine(page, CARDS.name);
  const continueForm = page.getByRole('form', { name: 'Continue to payment' });
  const notes = { name: 'art.txt', mimeType: 'text/plain', buffer: Buffer.from('Not a print file') };
  // The line's status and what became of its file are live regions from the start, so each outcome
  // below is announced while focus stays on the file input.
  const [status, outcome] = [line.getByRole('status').first(), line.getByRole('status').nth(1)];
  await expect(line.getByRole('status')).toHaveCount(2);
  await expect(status).toHaveText('Artwork needed');
  await expect(outcome).toBeEmpty();

  // Nothing saved yet: sending the same file again could only be refused again.
  await line.getByLabel('Choose your print file').setInputFiles(notes);
  await expect(status).toHaveText('File not accepted');
  await expect(outcome).toHaveText('art.txt was not accepted: Please upload a PDF, AI, EPS, PNG, JPG or TIFF file.');
  await expect(line.getByText('Please upload a PDF, AI, EPS, PNG, JPG or TIFF file.', { exact: true })).toBeVisible();
  await expect(continueForm.getByText('Please choose another file, or choose to send the artwork later.')).toBeVisible();
  await expect(page.getByText(/upload this file again/)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Continue to payment' })).toBeDisabled();

  // Over the limit: refused in the browser before a byte is sent (a sparse file costs no disk).
  const huge = testInfo.outputPath('huge-artwork.pdf');
  await writeFile(huge, '');
  await truncate(huge, MAX_ARTWORK_BYTES + 1024 * 1024);
  await line.getByLabel('Choose your print file').setInputFiles(huge);
  await expect(outcome).toHaveText(/^huge-artwork\.pdf was not accepted: Maximum file size is 50 MB/);
  await expect(line.getByText(/^Maximum file size is 50 MB/)).toBeVisible();
  await expect(continueForm.getByText('Please choose another file, or choose to send the artwork later.')).toBeVisible();

  await line.getByLabel('Choose your print file').setInputFiles({ ...proofPdf(), name: 'cards-artwork.pdf' });
  await expect(status).toHaveText('Artwork uploaded');
  await expect(outcome).toHaveText(/^cards-artwork\.pdf \(/);
  await expect(line.getByText('was not accepted')).toHaveCount(0);

  // A refused replacement leaves the uploaded file as the line's artwork.
  await line.getByLabel('Replace file').setInputFiles(notes);
  await expect(outcome).toContainText('art.txt was not accepted: Please upload a PDF, AI, EPS, PNG, JPG or TIFF file.');
  await expect(line.getByText('Please upload a PDF, AI, EPS, PNG, JPG or TIFF file.', { exact: true })).toBeVisible();
  await expect(status).toHaveText('Artwork uploaded');
  await expect(line.getByText('cards-artwork.pdf')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Continue to payment' })).toBeEnabled();
  await expectAccessibleAtBothWidths(page);
  await continueToPayment(page);
  await expect(page.getByText('cards-artwork.pdf')).toBeVisible();
});

test.describe('in a browser set to Arabic (Egypt)', () => {
  test.use({ locale: 'ar-EG' });

  test("an upload's progress is written en-GB, as the rest of the shop is", async ({ page }) => {
    await addToCart(page, CARDS);
    await openCheckout(page);
    await continueAsGuest(page, uniqueEmail('arabic-browser'));
    await fillBilling(page);
    await continueFromDetails(page);
    // A slow line, so the upload is seen on its way.
    const network = await page.context().newCDPSession(page);
    await network.send('Network.enable');
    await network.send('Network.emulateNetworkConditions', { offline: false, latency: 50, downloadThroughput: 1e6, uploadThroughput: 60 * 1024 });
    const pdf = proofPdf();
    await artworkLine(page, CARDS.name)
      .getByLabel('Choose your print file')
      .setInputFiles({ ...pdf, name: 'a.pdf', buffer: Buffer.concat([pdf.buffer, Buffer.alloc(600 * 1024, 0x20)]) });
    const progress = page.getByRole('progressbar', { name: 'Uploading a.pdf' });
    await expect(progress).toHaveAttribute('aria-valuetext', /^\d{1,3}%$/);
    await expect(progress).toHaveText(/^a\.pdf\s*\d{1,3}%$/);
  });
});

test('going back to change the address shows the details saved, not the empty form of the first visit', async ({ page }) => {
  await guestAtPayment(page, uniqueEmail('change-address'));
  const billing = page.getByRole('group', { name: 'Billing address' });
  // The browser's Back, twice: from the payment to the artwork, then to the details.
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'Upload artwork' })).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'Delivery details' })).toBeVisible();
  await expect(billing.getByLabel('Address line 1')).toHaveValue('10 Downing Street');
  await page.goForward();
  await page.goForward();
  await expect(page.getByRole('heading', { level: 1, name: 'Payment' })).toBeVisible();
  await page.getByRole('link', { name: 'Change billing address' }).click();
  await expect(billing.getByLabel('Address line 1')).toHaveValue('10 Downing Street');
  await expect(billing.getByLabel('Postcode')).toHaveValue('SW1A 1AA');
  await expect(page.getByRole('button', { name: 'Continue to artwork' })).toBeEnabled();
});

test('what a guest typed on the delivery details is still there after leaving the step unsaved, and never in browser storage or the address', async ({ page }) => {
  await addToCart(page, CARDS);
  await openCheckout(page);
  await continueAsGuest(page, uniqueEmail('details-draft'));
  await fillBilling(page);
  await page.getByRole('checkbox', { name: 'Shipping address same as billing' }).uncheck({ force: true });
  const delivery = page.getByRole('group', { name: 'Delivery address' });
  await delivery.getByLabel('Address line 1').fill('221B Baker Street');
  const billing = page.getByRole('group', { name: 'Billing address' });
  const expectTyped = async () => {
    await expect(page.getByRole('heading', { level: 1, name: 'Delivery details' })).toBeVisible();
    await expect(billing.getByLabel('Address line 1')).toHaveValue('10 Downing Street');
    await expect(billing.getByLabel('Postcode')).toHaveValue('SW1A 1AA');
    await expect(billing.getByLabel('Phone number')).toHaveValue('020 7946 0999');
    await expect(page.getByRole('checkbox', { name: 'Shipping address same as billing' })).not.toBeChecked();
    await expect(delivery.getByLabel('Address line 1')).toHaveValue('221B Baker Street');
  };

  // Back to the cart, then Checkout again.
  await page.getByRole('link', { name: 'Back to cart' }).click();
  await expect(page).toHaveURL(/\/order-process\/shopping-cart$/);
  await page.getByRole('link', { name: 'Checkout' }).click();
  await expect(page).toHaveURL(/\/order-process\/checkout\/order-policy$/);
  await expectTyped();

  // Another page, then the browser's Back.
  await page.getByRole('link', { name: 'Edit cart' }).click();
  await expect(page).toHaveURL(/\/order-process\/shopping-cart$/);
  await page.goBack();
  await expectTyped();

  // Personal data stays out of the browser's storage and the address.
  const stored = await page.evaluate(() => JSON.stringify([{ ...localStorage }, { ...sessionStorage }]));
  expect(stored).not.toContain('Downing');
  expect(stored).not.toContain('Baker');
  expect(page.url()).not.toMatch(/Downing|Baker|SW1A/i);
});

test('a double-clicked Place order makes one order', async ({ page }) => {
  const email = uniqueEmail('double-click');
  await guestAtPayment(page, email);
  await page.getByRole('button', { name: 'Place order' }).dblclick();
  await expect(page.getByRole('button', { name: 'Approve payment' })).toBeVisible();
  expect(await ordersFor(page, email)).toHaveLength(1);

  // An order number that is not this shopper's is no confirmation of anything.
  await page.goto('/order-process/order-confirmation/99999999');
  await expect(page.getByRole('heading', { level: 1, name: 'Something is wrong!' })).toBeVisible();
  await expect(page.getByText('Your order is placed')).toHaveCount(0);
});

test('logging out during checkout goes to the login page and keeps the cart', async ({ page }) => {
  await loggedInAtCheckout(page, DEMO_EMAILS.verified, 'order-policy');
  await accountMenu(page).click();
  await page.getByRole('menuitem', { name: 'Log Out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Cart, 1 item' })).toBeVisible();
});

test('an empty cart at checkout says so', async ({ page }) => {
  await page.goto(CHECKOUT);
  await expect(page.getByRole('heading', { name: 'Shopping cart empty!' })).toBeVisible();
  await expectAccessibleAtBothWidths(page);
});

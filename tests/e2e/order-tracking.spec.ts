import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test, waitForShell } from '../fixtures';
import { toast } from './auth-helpers';

// Guest order tracking, with the README's demo order.

const TRACKING_FAILED = 'Please enter a valid email and order no.';

const trackingForm = (page: Page) => page.getByRole('form', { name: 'Track your order' });

async function track(page: Page, email: string, orderNumber: string) {
  const form = trackingForm(page);
  await form.getByRole('textbox', { name: 'Email' }).fill(email);
  await form.getByRole('textbox', { name: 'Order number' }).fill(orderNumber);
  await form.getByRole('button', { name: 'TRACK ORDER' }).click();
}

test('every page\'s footer leads a guest to order tracking', async ({ page }) => {
  await page.goto('/business-cards');
  await waitForShell(page);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Track your order', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Track Your Order' })).toBeVisible();
  await expect(page).toHaveURL(/\/order-tracking$/);
});

test.describe('order tracking', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/order-tracking');
    await waitForShell(page);
  });

  test('a demo lookup shows the order row, and its invoice number opens the invoice', async ({ page }) => {
    await expect(page).toHaveTitle('Track Your Order | PrintShop London');
    await expect(page.getByRole('heading', { level: 1, name: 'Track Your Order' })).toBeVisible();
    await expect(page.getByText('Track an order without logging in')).toBeVisible();

    // The number as the invoice prints it, '#' included, is accepted.
    await track(page, 'tom.fletcher@example.com', '#00010561');
    // The answer appears below the button pressed: focus goes to its heading, so it is read out.
    await expect(page.getByRole('heading', { level: 2, name: 'Your order' })).toBeFocused();

    const row = page.getByRole('table').getByRole('row').nth(1);
    const invoice = row.getByRole('button', { name: 'Invoice #00010561' });
    await expect(invoice).toHaveText('#00010561');
    await expect(row.locator('time')).toHaveText(/^\d{2}\/\d{2}\/\d{4}$/);
    await expect(row.getByRole('cell').last()).toHaveText(/^£[\d,]+\.\d{2}$/);
    // The email is sent in the request body, never in the address bar.
    expect(page.url()).not.toContain('tom.fletcher');

    await invoice.click();
    const dialog = page.getByRole('dialog', { name: 'Invoice #00010561' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Print invoice' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  test('a wrong order number shows the tracking toast and no result', async ({ page }) => {
    await track(page, 'tom.fletcher@example.com', '#00099999');
    await expect(toast(page, TRACKING_FAILED)).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(0);
  });

  test('a lookup that gets no answer, or a fault of the shop, says so instead of blaming what was typed, which stays', async ({ page }) => {
    await page.route('**/api/order-tracking', (route) => route.abort('connectionreset'), { times: 1 });
    await track(page, 'tom.fletcher@example.com', '#00010561');
    await expect(toast(page, 'Something went wrong!')).toBeVisible();
    await expect(toast(page, TRACKING_FAILED)).toHaveCount(0);

    await page.route('**/api/order-tracking', (route) =>
      route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ error: { code: 'unavailable', message: 'The shop is busy. Please try again in a moment.' } }) }),
    );
    await trackingForm(page).getByRole('button', { name: 'TRACK ORDER' }).click();
    await expect(toast(page, TRACKING_FAILED)).toHaveCount(0);
    await expect(trackingForm(page).getByRole('textbox', { name: 'Email' })).toHaveValue('tom.fletcher@example.com');

    // Once the shop answers again, the same press finds the order.
    await page.unroute('**/api/order-tracking');
    await trackingForm(page).getByRole('button', { name: 'TRACK ORDER' }).click();
    await expect(page.getByRole('table').getByRole('button', { name: 'Invoice #00010561' })).toBeVisible();
  });

  test("a number shorter than the spec's 6 characters is refused as typed, never padded", async ({ page }) => {
    await track(page, 'tom.fletcher@example.com', '123');
    await expect(toast(page, TRACKING_FAILED)).toBeVisible();
    const orderNumber = trackingForm(page).getByRole('textbox', { name: 'Order number' });
    await expect(orderNumber).toHaveValue('123');
    await expect(trackingForm(page).getByText('Minimum 6 characters')).toBeVisible();
  });

  test('an invalid form shows the same toast without asking the server', async ({ page }) => {
    let asked = false;
    page.on('request', (request) => {
      if (request.url().endsWith('/api/order-tracking')) asked = true;
    });
    await track(page, 'not-an-email', '12');
    await expect(toast(page, TRACKING_FAILED)).toBeVisible();
    expect(asked).toBe(false);
  });

  test('the page, with a result and with field errors and the error toast, has no serious accessibility violations', async ({ page }) => {
    await track(page, 'olivia.bennett@example.com', '#00010231');
    await expect(page.getByRole('button', { name: 'Invoice #00010231' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await trackingForm(page).getByRole('textbox', { name: 'Email' }).fill('');
    await trackingForm(page).getByRole('button', { name: 'TRACK ORDER' }).click();
    await expect(toast(page, TRACKING_FAILED)).toBeVisible();
    await expect(trackingForm(page).getByText('Email is required')).toBeVisible();
    // Scanned with the error toast on screen: its colours must pass contrast too.
    await expectNoSeriousA11yViolations(page);
  });
});

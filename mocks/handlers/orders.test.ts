import { beforeEach, describe, expect, it } from 'vitest';
import { GUEST_ORDER_EMAIL } from '../data/orders';
import { DEMO_EMAILS, DEMO_PASSWORD } from '../data/users';
import { resetStore, store } from '../store';
import { call, login } from '../test-client';
import { ORDER_MESSAGES } from './orders';

beforeEach(() => resetStore());

/** "12.50" -> 1250, so sums are exact. */
const pence = (amount: string) => Math.round(Number(amount) * 100);
const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

describe('invoices add up', () => {
  it.each(store.orders.map((order) => [order.invoice_no, order.email] as const))('invoice %i', async (invoiceNo, email) => {
    const { status, body } = await call('POST', '/order-tracking', { json: { email, order_id: String(invoiceNo).padStart(8, '0') } });
    expect(status).toBe(200);
    const invoice = body.orderInfo;
    const lines: { quantity: number; unit_price: string; net_price: string; vat_amount: string; vat_percent: string }[] =
      invoice.order_type === 2 ? invoice.invoice_json : invoice.order_detail;
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) expect(pence(line.net_price)).toBe(line.quantity * pence(line.unit_price));

    const subTotal = pence(invoice.sub_total);
    expect(subTotal).toBe(sum(lines.map((line) => pence(line.net_price))));
    expect(pence(invoice.account_discount)).toBe(Math.round((subTotal * Number(invoice.account_discount_percent)) / 100));
    // VAT on goods is per line (zero-rated lines add nothing); delivery is taxed by the standard-rated
    // share of the goods it carries, extras at the standard rate.
    const lineVat = sum(lines.map((line) => pence(line.vat_amount)));
    const standardShare = sum(lines.filter((line) => line.vat_percent !== '0.00').map((line) => pence(line.net_price))) / subTotal;
    expect(pence(invoice.vat_amount)).toBe(
      lineVat + Math.round(pence(invoice.shipment_cost) * standardShare * 0.2) + Math.round(pence(invoice.extra_price) * 0.2),
    );
    for (const line of lines.filter((candidate) => candidate.vat_percent === '0.00')) expect(line.vat_amount).toBe('0.00');
    expect(pence(invoice.total)).toBe(
      subTotal -
        pence(invoice.account_discount) -
        pence(invoice.coupon_discount) +
        pence(invoice.shipment_cost) +
        pence(invoice.extra_price) +
        pence(invoice.vat_amount),
    );
  });

  it('seeds every order type, policy, status and a zero-rated line', () => {
    expect(new Set(store.orders.map((order) => order.order_type))).toEqual(new Set([0, 1, 2]));
    expect(new Set(store.orders.map((order) => order.order_policy))).toEqual(new Set([0, 1]));
    expect(new Set(store.orders.map((order) => order.status))).toEqual(new Set([0, 2, 3]));
    expect(store.orders.some((order) => order.lines.some((line) => line.vat_percent === 0))).toBe(true);
    expect(store.orders.some((order) => order.account_discount > 0 && order.coupon_discount > 0)).toBe(true);
  });
});

describe('my orders', () => {
  it('pages the customer’s own orders, newest first', async () => {
    const token = await login(DEMO_EMAILS.verified, DEMO_PASSWORD);
    const first = await call('GET', '/orders?page=1&per_page=10', { token });
    expect(first.body.data).toMatchObject({ total: 12, per_page: 10, current_page: 1, last_page: 2 });
    expect(first.body.data.data).toHaveLength(10);
    const dates: string[] = first.body.data.data.map((order: { created_at: string }) => order.created_at);
    expect([...dates].sort().reverse()).toEqual(dates);
    const second = await call('GET', '/orders?page=2', { token });
    expect(second.body.data.data).toHaveLength(2);
  });

  it('shows a click-and-collect invoice with the collection point and no delivery address', async () => {
    const token = await login(DEMO_EMAILS.verified, DEMO_PASSWORD);
    const { body } = await call('GET', '/orders/10388', { token });
    expect(body.data).toMatchObject({ order_policy: 1, ship_address: null, collection_info: { city: 'London' }, invoice_json: null });
    expect(body.data.order_detail[0].json_data).toMatchObject({ color: { name: 'Navy' }, locations: ['Front', 'Back'] });
  });

  it('hides other customers’ invoices and needs a token', async () => {
    const token = await login(DEMO_EMAILS.verified, DEMO_PASSWORD);
    expect((await call('GET', '/orders/10455', { token })).body).toEqual({ success: false, message: ORDER_MESSAGES.notFound });
    expect((await call('GET', '/orders')).status).toBe(401);
  });
});

describe('order-tracking', () => {
  it('finds a guest order by email and number as printed', async () => {
    const { body } = await call('POST', '/order-tracking', { json: { email: GUEST_ORDER_EMAIL.toUpperCase(), order_id: '#00010561' } });
    expect(body.orderInfo).toMatchObject({ invoice_no: 10561, email: GUEST_ORDER_EMAIL });
  });

  it('refuses a wrong email for a real number, and a short number', async () => {
    const wrong = await call('POST', '/order-tracking', { json: { email: GUEST_ORDER_EMAIL, order_id: '00010231' } });
    expect(wrong).toEqual({ status: 404, body: { success: false, message: ORDER_MESSAGES.trackingNotFound } });
    expect((await call('POST', '/order-tracking', { json: { email: GUEST_ORDER_EMAIL, order_id: '123' } })).body.errors.order_id).toEqual([
      'The order id field must be at least 6 characters.',
    ]);
  });
});

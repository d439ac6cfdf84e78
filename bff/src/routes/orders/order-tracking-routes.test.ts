import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { GUEST_ORDER_EMAIL } from '@mocks/data/orders';
import { TRACKING_FAILED_MESSAGE } from '@bff/schemas/tracking';
import type { ApiError } from '@bff/view-models';
import { RATE_LIMITS } from '@bff/http/rate-limits';
import type { TrackedOrder } from './order-tracking-routes';
import { useShopHarness } from '@bff/session/test-harness';
const shop = useShopHarness();

const track = (email: string, order_id: string) => shop.browser.request('/api/order-tracking', { method: 'POST', json: { email, order_id } });

describe('POST /api/order-tracking', () => {
  it('finds a guest order without a login, as the result row and the invoice', async () => {
    const response = await track(GUEST_ORDER_EMAIL, '#00010561');
    expect(response.status).toBe(200);
    const { order, invoice } = (await response.json()) as TrackedOrder;
    expect(order).toEqual({
      invoiceNo: '#00010561',
      total: 4320,
      paymentMethod: 'Card',
      status: 'Pending',
      paymentStatus: 'Paid',
      date: '06/05/2025',
    });
    expect(invoice).toMatchObject({ invoiceNo: '#00010561', total: 4320, billing: { firstName: 'Tom' } });
  });

  it('answers a wrong email or number with the spec message', async () => {
    const response = await track('someone.else@example.com', '00010561');
    expect(response.status).toBe(404);
    expect(((await response.json()) as ApiError).error.message).toBe(TRACKING_FAILED_MESSAGE);
  });

  it('answers an upstream that asks to wait as such, not as an order that does not exist', async () => {
    const upstreamAnswers = (status: number) =>
      shop.upstream.use(http.post('*/api/v1/order-tracking', () => HttpResponse.json({ success: false, message: 'Too many requests.' }, { status })));
    upstreamAnswers(429);
    const busy = await track(GUEST_ORDER_EMAIL, '00010561');
    expect(busy.status).toBe(429);
    expect(((await busy.json()) as ApiError).error.message).toBe('Too many requests.');
    // A lookup the upstream turns down as unknown, whatever its way of saying so, is the spec's not-found.
    for (const status of [400, 404, 410, 422]) {
      upstreamAnswers(status);
      const unknown = await track(GUEST_ORDER_EMAIL, '00010561');
      expect(unknown.status).toBe(404);
      expect(((await unknown.json()) as ApiError).error.message).toBe(TRACKING_FAILED_MESSAGE);
    }
  });

  it('checks the form with the shared schema', async () => {
    const response = await track(GUEST_ORDER_EMAIL, '123');
    expect(response.status).toBe(400);
    expect(((await response.json()) as ApiError).error.fields).toEqual({ order_id: ['Minimum 6 characters'] });
  });

  it('limits lookups per client', async () => {
    for (let attempt = 1; attempt <= RATE_LIMITS.orderTracking.limit; attempt += 1) await track(GUEST_ORDER_EMAIL, '00099999');
    expect((await track(GUEST_ORDER_EMAIL, '00010561')).status).toBe(429);
  });
});

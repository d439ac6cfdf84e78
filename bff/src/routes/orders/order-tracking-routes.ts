import { Hono } from 'hono';
import type { AppEnv } from '@bff/http/app-env';
import { ApiFailure } from '@bff/http/errors';
import { validate } from '@bff/http/validate';
import { OrderTrackingSchema, TRACKING_FAILED_MESSAGE } from '@bff/schemas/tracking';
import type { InvoiceView, TrackedOrderView } from '@bff/view-models';
import { RATE_LIMITS, rateLimit } from '@bff/http/rate-limits';
import { refusal, refusedAsNotThere } from '@bff/http/refusals';
import { toInvoiceView, toTrackedOrder } from '@bff/lib/invoice-view';
import { noStore } from '@bff/session/session';

export interface TrackedOrder {
  order: TrackedOrderView;
  /** The invoice modal opens from the result row's invoice number. */
  invoice: InvoiceView;
}

/** Guest order tracking, no login: `POST /api/order-tracking`. */
export const orderTrackingRoutes = new Hono<AppEnv>().use(noStore).post(
  '/',
  rateLimit(RATE_LIMITS.orderTracking),
  validate('json', OrderTrackingSchema),
  async (c) => {
    const notFound = new ApiFailure(404, 'order_not_found', TRACKING_FAILED_MESSAGE);
    let answer;
    try {
      answer = await c.var.upstream.post('order-tracking', { json: c.req.valid('json') });
    } catch (error) {
      // Every "no such order" reads the same, so the answer never tells which of email or number was wrong.
      throw refusedAsNotThere(error) ? notFound : refusal(error, 'order_tracking_refused');
    }
    if (!answer.success) throw notFound;
    return c.json<TrackedOrder>({ order: toTrackedOrder(answer.orderInfo), invoice: toInvoiceView(answer.orderInfo, null) });
  },
);

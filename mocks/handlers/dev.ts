import { http, HttpResponse } from 'msw';
import { DEV_PREFIX } from '../base';
import { emailUrl, lastEmailFor, store, type EmailKind } from '../store';

/**
 * Development-only routes of the mock: not part of the contract and outside /api/v1, so a BFF
 * pointed at the real upstream never sees them. The mock "sends" no email; e2e tests read the links
 * the shop would have mailed here and follow them in the browser.
 */

const KINDS: Record<string, EmailKind> = {
  verification: 'verification',
  password_reset: 'password-reset',
  set_password: 'set-password',
  unsubscribe: 'unsubscribe',
  newsletter: 'newsletter',
};

export const devHandlers = [
  // GET /__dev/outbox?email=… -> the newest link of each kind sent to that address (or null).
  http.get(`*${DEV_PREFIX}/outbox`, ({ request }) => {
    const email = new URL(request.url).searchParams.get('email');
    if (!email) return HttpResponse.json({ message: 'Query parameter email is required.' }, { status: 400 });
    const links = Object.fromEntries(
      Object.entries(KINDS).map(([key, kind]) => {
        const sent = lastEmailFor(email, kind);
        return [key, sent ? { url: emailUrl(sent), path: sent.path, token: sent.token, subject: sent.subject, sent_at: sent.sent_at } : null];
      }),
    );
    return HttpResponse.json({ email, ...links });
  }),
  // GET /__dev/orders?email=… -> the orders placed for that address, newest last (money in pence).
  http.get(`*${DEV_PREFIX}/orders`, ({ request }) => {
    const email = new URL(request.url).searchParams.get('email')?.toLowerCase();
    if (!email) return HttpResponse.json({ message: 'Query parameter email is required.' }, { status: 400 });
    const orders = store.orders
      .filter((order) => order.email.toLowerCase() === email)
      .map(({ invoice_no, order_type, order_policy, payment_method, payment_status, coupon_code, total }) => ({
        invoice_no,
        order_type,
        order_policy,
        payment_method,
        payment_status,
        coupon_code,
        total,
      }));
    return HttpResponse.json({ email, orders });
  }),
];

import { http, HttpResponse } from 'msw';
import { PAYMENT_PAGE_PREFIX } from '../base';
import { store, type PaymentRecord } from '../store';
import { CHECKOUT_MESSAGES } from './checkout';

/**
 * The test payment provider's hosted page, outside the API (as a real provider's page is on its own
 * site): it shows the order and amount and lets a tester approve or decline, then sends the shopper
 * back to the shop's return URL. The `status` it adds to that URL is only a hint a browser can forge;
 * the shop must ask `GET payments/{payment_id}` instead.
 */

const GBP = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' });

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/** Approves or declines a pending attempt; a settled one stays as it is (a second click changes nothing). */
export function settlePayment(payment: PaymentRecord, approve: boolean): void {
  if (payment.status !== 'pending') return;
  const order = store.orders.find((candidate) => candidate.invoice_no === payment.invoice_no);
  if (approve && order) {
    payment.status = 'paid';
    order.payment_status = 'paid';
  } else {
    Object.assign(payment, { status: 'declined', message: CHECKOUT_MESSAGES.declined });
  }
}

/** The shop's return URL with the payment id (and the forgeable status hint). */
function returnUrl(payment: PaymentRecord): string {
  const url = new URL(payment.return_url);
  url.searchParams.set('payment_id', payment.id);
  url.searchParams.set('status', payment.status);
  return url.toString();
}

const STATE_TEXT: Record<PaymentRecord['status'], string> = {
  pending: '',
  paid: 'This payment has been approved.',
  declined: 'This payment was declined.',
};

function page(payment: PaymentRecord): string {
  const order = store.orders.find((candidate) => candidate.invoice_no === payment.invoice_no);
  const invoiceNo = `#${String(payment.invoice_no).padStart(8, '0')}`;
  const amount = GBP.format((order?.total ?? 0) / 100);
  const action =
    payment.status === 'pending'
      ? `<form method="post">
      <button type="submit" name="decision" value="approve" class="approve">Approve payment</button>
      <button type="submit" name="decision" value="decline" class="decline">Decline payment</button>
    </form>`
      : `<p role="status">${STATE_TEXT[payment.status]}</p>
    <p><a href="${escapeHtml(returnUrl(payment))}">Return to the shop</a></p>`;
  return `<!doctype html>
<html lang="en-GB">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>Pay for order ${invoiceNo} - test payment</title>
  <style>
    body { margin: 0; font: 1rem/1.5 system-ui, sans-serif; color: #161a22; background: #f4f6f9; }
    main { max-width: 28rem; margin: 3rem auto; padding: 2rem; background: #fff; border-radius: 0.75rem; box-shadow: 0 1px 4px #0002; }
    h1 { font-size: 1.5rem; margin: 0 0 0.5rem; }
    dl { display: grid; grid-template-columns: auto 1fr; gap: 0.25rem 1rem; margin: 1.5rem 0; }
    dt { font-weight: 600; }
    dd { margin: 0; }
    form { display: flex; gap: 0.75rem; flex-wrap: wrap; }
    button { font: inherit; padding: 0.75rem 1.25rem; border-radius: 0.5rem; border: 2px solid #0b2a5b; cursor: pointer; }
    .approve { background: #0b2a5b; color: #fff; }
    .decline { background: #fff; color: #0b2a5b; }
    button:focus-visible, a:focus-visible { outline: 3px solid #d81b60; outline-offset: 2px; }
  </style>
</head>
<body>
  <main>
    <h1>Test card payment</h1>
    <p>This page stands in for the card provider's. No card is charged.</p>
    <dl>
      <dt>Order</dt><dd>${invoiceNo}</dd>
      <dt>Amount</dt><dd>${escapeHtml(amount)}</dd>
    </dl>
    ${action}
  </main>
</body>
</html>`;
}

const notFound = () =>
  new HttpResponse('<!doctype html><html lang="en-GB"><title>Payment not found</title><h1>Payment not found</h1></html>', {
    status: 404,
    headers: { 'content-type': 'text/html; charset=utf-8' },
  });

/** Only the page's own styles and a form back to itself (then on to the shop) are allowed. */
const pageHeaders = (payment: PaymentRecord) => ({
  'content-type': 'text/html; charset=utf-8',
  'cache-control': 'no-store',
  'content-security-policy': `default-src 'none'; style-src 'unsafe-inline'; form-action 'self' ${new URL(payment.return_url).origin}; base-uri 'none'; frame-ancestors 'none'`,
});

export const paymentPageHandlers = [
  http.get(`*${PAYMENT_PAGE_PREFIX}/:paymentId`, ({ params }) => {
    const payment = store.payments.get(String(params.paymentId));
    return payment ? new HttpResponse(page(payment), { headers: pageHeaders(payment) }) : notFound();
  }),

  http.post(`*${PAYMENT_PAGE_PREFIX}/:paymentId`, async ({ params, request }) => {
    const payment = store.payments.get(String(params.paymentId));
    if (!payment) return notFound();
    const decision = (await request.formData().catch(() => new FormData())).get('decision');
    if (decision !== 'approve' && decision !== 'decline') return new HttpResponse(page(payment), { status: 400, headers: pageHeaders(payment) });
    settlePayment(payment, decision === 'approve');
    return new HttpResponse(null, { status: 303, headers: { location: returnUrl(payment), 'cache-control': 'no-store' } });
  }),
];

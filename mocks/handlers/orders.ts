import type { components } from '../../bff/src/generated/upstream';
import { apiDateTime, http, money, percent } from '../base';
import type { OrderRecord } from '../data/orders';
import { store } from '../store';
import { VALIDATION_MESSAGE, email, failure, max, min, readJson, required, string, validate } from '../validation';
import { pageOf, readPaging } from '../paging';
import { AUTH_MESSAGES, bearerUser } from './auth';

type Schemas = components['schemas'];

export const ORDER_MESSAGES = {
  notFound: 'Sorry! we could not find that order.',
  trackingNotFound: 'No order matches that email address and order number.',
} as const;

export function toOrderSummary(order: OrderRecord): Schemas['OrderSummary'] {
  return {
    id: order.id,
    invoice_no: order.invoice_no,
    order_type: order.order_type,
    order_policy: order.order_policy,
    status: order.status,
    payment_status: order.payment_status,
    payment_method: order.payment_method,
    total: money(order.total),
    created_at: apiDateTime(order.created_at),
  };
}

export function toInvoice(order: OrderRecord): Schemas['Invoice'] {
  const isCustom = order.order_type === 2;
  return {
    ...toOrderSummary(order),
    email: order.email,
    bill_first_name: order.billing.first_name,
    bill_last_name: order.billing.last_name,
    bill_address: order.billing.address,
    bill_city: order.billing.city,
    bill_postcode: order.billing.postcode,
    ship_first_name: order.shipping?.first_name ?? null,
    ship_last_name: order.shipping?.last_name ?? null,
    ship_address: order.shipping?.address ?? null,
    ship_city: order.shipping?.city ?? null,
    ship_postcode: order.shipping?.postcode ?? null,
    sub_total: money(order.sub_total),
    account_discount: money(order.account_discount),
    account_discount_percent: percent(order.account_discount_percent),
    coupon_code: order.coupon_code,
    coupon_discount: money(order.coupon_discount),
    coupon_discount_percent: percent(order.coupon_discount_percent),
    shipment_cost: money(order.shipment_cost),
    vat_percent: percent(order.vat_percent),
    vat_amount: money(order.vat_amount),
    extra_price: money(order.extra_price),
    order_detail: order.lines.map((line) => ({
      id: line.id,
      variation: { name: line.name },
      json_data: {
        attributes: line.attributes,
        size: line.size,
        locations: line.locations,
        color: line.color === null ? null : { name: line.color },
      },
      delivery_service: line.delivery_service === null ? null : { title: line.delivery_service },
      comment: line.comment,
      quantity: line.quantity,
      unit_price: money(line.unit_price),
      net_price: money(line.net_price),
      vat_percent: percent(line.vat_percent),
      vat_amount: money(line.vat_amount),
      awaiting_artwork: line.artwork_later,
    })),
    invoice_json: isCustom
      ? order.custom_lines.map((line) => ({
          title: line.title,
          details: line.details,
          delivery_note: line.delivery_note,
          quantity: line.quantity,
          unit_price: money(line.unit_price),
          net_price: money(line.net_price),
          vat_percent: percent(line.vat_percent),
          vat_amount: money(line.vat_amount),
        }))
      : null,
    collection_info: order.collection_info,
  };
}

const newestFirst = (a: OrderRecord, b: OrderRecord) => b.created_at.localeCompare(a.created_at);

export const ordersHandlers = [
  http.get('/orders', ({ request, query, response }) => {
    const user = bearerUser(request);
    if (!user) return response('4XX').json(failure(AUTH_MESSAGES.unauthenticated), { status: 401 });
    const paging = readPaging(query.get('page'), query.get('per_page') ?? '10');
    if ('errors' in paging) return response('4XX').json(failure(VALIDATION_MESSAGE, paging.errors), { status: 422 });
    const orders = store.orders.filter((order) => order.user_uuid === user.uuid).sort(newestFirst);
    return response(200).json({ success: true, data: pageOf(orders, paging, toOrderSummary) });
  }),

  http.get('/orders/{invoice_no}', ({ request, params, response }) => {
    const user = bearerUser(request);
    if (!user) return response('4XX').json(failure(AUTH_MESSAGES.unauthenticated), { status: 401 });
    // Another customer's invoice answers 404, not 403, so invoice numbers cannot be probed.
    const order = store.orders.find((candidate) => String(candidate.invoice_no) === params.invoice_no && candidate.user_uuid === user.uuid);
    if (!order) return response('4XX').json(failure(ORDER_MESSAGES.notFound), { status: 404 });
    return response(200).json({ success: true, data: toInvoice(order) });
  }),

  http.post('/order-tracking', async ({ request, response }) => {
    const body = await readJson(request);
    const errors = validate(body, {
      email: [required, string, email, max(60)],
      order_id: [required, string, min(6), max(30)],
    });
    if (errors) return response('4XX').json(failure(VALIDATION_MESSAGE, errors), { status: 422 });
    // Customers type the number as printed on the invoice: '#00010231', '00010231' or '10231'.
    const number = /^#?0*(\d+)$/.exec(String(body.order_id).trim())?.[1];
    const address = String(body.email).trim().toLowerCase();
    const order = store.orders.find((candidate) => String(candidate.invoice_no) === number && candidate.email.toLowerCase() === address);
    if (!order) return response('4XX').json(failure(ORDER_MESSAGES.trackingNotFound), { status: 404 });
    return response(200).json({ success: true, orderInfo: toInvoice(order) });
  }),

];

import type { components } from '@bff/generated/upstream';
import { ApiFailure } from '@bff/http/errors';
import { poundsToPence, vatBasisPoints } from '@bff/lib/money';
import { lineQuantityProblem, type CartQuoteLine } from '@bff/schemas/cart';
import { CHECKOUT_MESSAGES, type CheckoutDetails, type OrderPolicyName } from '@bff/schemas/checkout';
import { sessionAccountType, type ShopperSession } from '@bff/session/session';
import { accountDiscountLabel } from '@bff/shared/shop';
import type { UpstreamClient } from '@bff/upstream/client';
import { UpstreamError } from '@bff/upstream/upstream-error';
import type { CheckoutQuote, EstimatedDeliveryView } from '@bff/view-models';
import { toPriceCheckLine } from '@bff/lib/price-check-line';
import { loadQuantityRules } from '@bff/lib/quantity-rules';
import { deliveryDateText, loadEstimate } from '@bff/lib/delivery';
import { londonDayKey } from '@bff/shared/cut-off';
import { toCollectionPoint } from '@bff/lib/invoice-view';
import { quoteProblem } from './quote-arithmetic';

type Schemas = components['schemas'];

/** What the upstream prices: the cart's lines and how the order travels. */
export interface QuoteInput {
  items: CartQuoteLine[];
  orderPolicy: OrderPolicyName;
  /** The delivery postcode; null for click and collect. */
  postcode: string | null;
}

export const QUOTE_FAULT_MESSAGE = 'We could not price your order just now. Please try again in a moment.';
export const UNAVAILABLE_LINE_MESSAGE = 'This item can no longer be ordered as it is. Please remove it or choose its options again.';

export const orderPolicyCode = (policy: OrderPolicyName) => (policy === 'collection' ? 1 : 0);

/** How saved checkout details travel: collection, or delivery to the shipping (or billing) postcode. */
export function travelOf(details: CheckoutDetails): Pick<QuoteInput, 'orderPolicy' | 'postcode'> {
  if (details.orderPolicy === 'collection') return { orderPolicy: 'collection', postcode: null };
  return { orderPolicy: 'delivery', postcode: (details.shippingSameAsBilling ? details.billing : details.shipping).postcode };
}

/** The upstream's quote body: lines as price-check takes them, the order policy, postcode and coupon. */
export function quoteBody(input: QuoteInput, couponCode: string | null): Required<Schemas['OrderQuoteRequest']> {
  return {
    lines: input.items.map(toPriceCheckLine),
    order_policy: orderPolicyCode(input.orderPolicy),
    post_code: input.orderPolicy === 'delivery' ? input.postcode : null,
    coupon_code: couponCode,
  };
}

/** The upstream refused the coupon (unknown, expired…): its own message for the shopper. */
export function couponRefusal(error: unknown): string | null {
  return (error instanceof UpstreamError && error.status === 400 && error.fields?.coupon_code?.[0]) || null;
}

/**
 * The latest of the lines' delivery dates: the order arrives when its slowest line does. It holds
 * until the first of their cut-offs, when that line's date may move.
 */
async function estimatedDelivery(upstream: UpstreamClient, lines: Schemas['QuotedLine'][]): Promise<EstimatedDeliveryView | null> {
  const services = new Map(lines.flatMap((line) => (line.available && line.delivery_service ? [[line.delivery_service.id, line.delivery_service]] : [])));
  if (services.size === 0) return null;
  const estimates = await Promise.all([...services.values()].map((service) => loadEstimate(upstream, service)));
  const latest = estimates.map((estimate) => estimate.date).sort().at(-1)!;
  // ISO instants written by toISOString sort as text.
  const cutOffAt = estimates.map((estimate) => estimate.cutOffAt).sort()[0]!;
  return { iso: latest, text: deliveryDateText(latest), cutOffAt };
}

/**
 * The order priced by the upstream for this shopper, with the shipment charge's same-day flag and
 * collection point, checked before anyone sees it: a quote that does not add up answers 502.
 */
export async function loadQuote(upstream: UpstreamClient, session: ShopperSession, input: QuoteInput, couponCode: string | null): Promise<CheckoutQuote> {
  const [answer, rules] = await Promise.all([
    upstream.post('orders/quote', { token: session.token, json: quoteBody(input, couponCode) }),
    loadQuantityRules(upstream, input.items.map((item) => item.variationId)),
  ]);
  const quote = answer.data;
  const shipment = (
    await upstream.getCached('shipment-charge', {
      query: {
        order_policy: orderPolicyCode(input.orderPolicy),
        ...(input.orderPolicy === 'delivery' && input.postcode ? { post_code: input.postcode } : {}),
        sub_total: quote.sub_total,
      },
    })
  ).data;
  const expectedShipment = input.orderPolicy === 'collection' ? 0 : poundsToPence(shipment.shipment_cost);
  const problem = quoteProblem(quote, input.items.map((item) => item.code), expectedShipment, shipment.vat_percent);
  if (problem) {
    // No amounts or addresses in the log: the rule that failed is enough to find the upstream's bug.
    console.warn(`upstream orders/quote does not add up: ${problem}`);
    throw new ApiFailure(502, 'upstream_fault', QUOTE_FAULT_MESSAGE);
  }
  // Not orderable as it is, in the shop's words: a quantity its product's rules refuse (a cart kept from
  // before they changed; the cart says the same), or a same-day service outside the same-day area.
  const outOfArea = input.orderPolicy === 'delivery' && input.postcode !== null && shipment.same_day_delivery === false;
  const ruleBreaches = new Map(input.items.map((item) => [item.code, lineQuantityProblem(item.quantity, rules.get(item.variationId) ?? null)]));
  // A same-day service whose delivery is no longer today (its cut-off has passed) is not same-day:
  // the shopper chooses another speed rather than pay for same-day and get it tomorrow.
  const today = londonDayKey(Date.now());
  const sameDayDates = new Map(
    await Promise.all(
      quote.lines.flatMap(({ delivery_service: service }) =>
        service?.is_same_day ? [loadEstimate(upstream, service).then((estimate) => [service.id, estimate.date] as const)] : [],
      ),
    ),
  );
  const lines = quote.lines.map((line) => {
    const breach = ruleBreaches.get(line.code);
    if (breach) return { ...line, available: false, message: breach };
    const service = line.delivery_service;
    if (!line.available || !service?.is_same_day) return line;
    if (outOfArea) return { ...line, available: false, message: CHECKOUT_MESSAGES.sameDayArea };
    return sameDayDates.get(service.id) === today ? line : { ...line, available: false, message: CHECKOUT_MESSAGES.sameDayPast };
  });
  const estimate = await estimatedDelivery(upstream, lines);
  const pence = poundsToPence;
  const rate = (percent: string) => vatBasisPoints(percent) / 100;
  return {
    lines: lines.map((line) => ({
      code: line.code,
      available: line.available,
      message: line.available ? null : (line.message ?? UNAVAILABLE_LINE_MESSAGE),
      name: line.name,
      quantity: line.quantity,
      netPrice: pence(line.net_price),
      vatPercent: rate(line.vat_percent),
      vatAmount: pence(line.vat_amount),
    })),
    allAvailable: lines.every((line) => line.available),
    orderPolicy: input.orderPolicy,
    subTotal: pence(quote.sub_total),
    // The upstream's percentage, named for the account it comes with, as the cart and the product pages name it.
    accountDiscount: {
      label: accountDiscountLabel(sessionAccountType(session), rate(quote.account_discount_percent)),
      percent: rate(quote.account_discount_percent),
      amount: pence(quote.account_discount),
    },
    coupon: quote.coupon_code ? { code: quote.coupon_code, percent: rate(quote.coupon_discount_percent), amount: pence(quote.coupon_discount) } : null,
    shipmentCost: pence(quote.shipment_cost),
    shipmentName: pence(quote.shipment_cost) > 0 ? (shipment.shipment_name ?? null) : null,
    deliveryServices: quote.lines.reduce((sum, line) => sum + (line.available && line.delivery_service ? pence(line.delivery_service.price) : 0), 0),
    extras: pence(quote.extra_price),
    vatAmount: pence(quote.vat_amount),
    total: pence(quote.total),
    // Promised only when it happens: the postcode is in the area and every line arrives today.
    sameDayDelivery: input.orderPolicy === 'delivery' && (shipment.same_day_delivery ?? false) && estimate?.iso === londonDayKey(Date.now()),
    collection: input.orderPolicy === 'collection' ? toCollectionPoint(shipment.collection_info) : null,
    estimatedDelivery: estimate,
    paymentMethods: quote.payment_methods,
    currency: 'GBP',
  };
}

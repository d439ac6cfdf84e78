// The checkout's arithmetic: basket lines priced like price-check, then the order's totals by
// priceOrder(), so a quote and the order placed from the same input always agree to the penny.
import type { DeliveryService, Variation } from './catalogue-model';
import { productOf } from './catalogue';
import { priceRequestedLine, type Quote, type RequestedLine, type SizeLine } from './catalogue-pricing';
import type { CouponRecord } from './coupons';
import { priceOrder, type OrderLine, type OrderLineInput, type OrderPolicy, type OrderPricing, type PricingInput } from './orders';
import { shipmentCharge, type ShipmentCharge } from './shipping';

/** The part of a quote or order body that sets its price. */
export interface CheckoutRequest {
  lines: RequestedLine[];
  order_policy: OrderPolicy;
  post_code: string | null;
}

export interface CheckoutLine {
  code: string;
  name: string;
  quantity: number;
  /** What the invoice records; null when the line cannot be ordered as it is (`message` says why). */
  order: OrderLineInput | null;
  message: string | null;
  delivery: DeliveryService | null;
}

export interface CheckoutPricing {
  /** Each requested line, in request order, with its priced invoice line (null when it cannot be ordered). */
  lines: (CheckoutLine & { priced: OrderLine | null })[];
  shipment: ShipmentCharge;
  /** What priceOrder() was given: createOrder() gets the same, so the order's totals equal the quote's. */
  input: PricingInput;
  totals: OrderPricing;
}

/** The invoice's record of a configured line: option names, sizes, colour and the service. */
function toOrderLine(variation: Variation, quote: Quote, line: RequestedLine): OrderLineInput {
  const product = productOf(variation);
  // A line's net is all it costs before VAT: goods, garment-size extras and its delivery service.
  const net = quote.netPence + quote.extraPence + quote.deliveryPence;
  const sizes = Array.isArray(line.size) ? (line.size as SizeLine[]).filter((size) => size.quantity > 0) : [];
  return {
    name: variation.name,
    attributes: product.attributes.map((attribute) => ({
      key: attribute.name,
      value: attribute.options.find((option) => option.id === quote.selection[attribute.id])?.name ?? '',
    })),
    size: sizes.map(({ name, quantity }) => ({ name, quantity })),
    color: product.colours.find((colour) => colour.id === line.color_id)?.name ?? null,
    delivery_service: quote.delivery?.title ?? null,
    quantity: quote.quantity,
    // The printing price per item, as the product page's price has it (net also holds extras and the service).
    unit_price: quote.unitPence,
    net_price: net,
    vat_percent: quote.vatPercent,
  };
}

function checkoutLine(line: RequestedLine): CheckoutLine {
  const { code, variation, quote, message } = priceRequestedLine(line);
  const quantity = typeof line.quantity === 'number' && line.quantity > 0 ? line.quantity : 0;
  return {
    code,
    name: variation?.name ?? '',
    quantity,
    order: variation && quote ? toOrderLine(variation, quote, line) : null,
    message,
    delivery: quote?.delivery ?? null,
  };
}

/**
 * Prices a checkout with the shopper's account discount and the coupon (already checked): lines that
 * cannot be ordered count 0 and say why.
 */
export function priceCheckout(request: CheckoutRequest, accountPercent: number, coupon: CouponRecord | null): CheckoutPricing {
  const lines = request.lines.map(checkoutLine);
  const shipment = shipmentCharge(request.order_policy, request.post_code);
  const input: PricingInput = {
    order_policy: request.order_policy,
    lines: lines.flatMap((line) => (line.order ? [line.order] : [])),
    account_discount_percent: accountPercent,
    coupon_discount_percent: coupon?.percent ?? 0,
    shipment_cost: shipment.costPence,
    extra_price: 0,
  };
  const totals = priceOrder(input);
  // priceOrder keeps the order of the lines it was given: the orderable ones, in request order.
  const priced = [...totals.lines];
  return { lines: lines.map((line) => ({ ...line, priced: line.order ? (priced.shift() ?? null) : null })), shipment, input, totals };
}

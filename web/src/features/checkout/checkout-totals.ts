import type { Pence } from '@bff/shared/answer-kinds';
import { formatPence } from '@web/lib/money';
import type { CheckoutQuote } from './api/checkout-queries';

export interface TotalRow {
  label: string;
  pence: Pence;
  /** A saving, shown as a minus amount in the success colour. */
  saving?: boolean;
  /** A charge that costs nothing this time, shown as 'Free' (delivery). */
  freeWhenZero?: boolean;
}

/**
 * The summary's rows, every number the quote's own (pence-exact, never recomputed here): subtotal,
 * the account's discount and the coupon with their percentages, delivery, any extras, VAT, as the
 * invoice will show them. The rate shows beside
 * VAT when every line has the same one; mixed rates (zero-rated leaflets) are marked on their lines.
 */
export function totalRows(quote: CheckoutQuote): TotalRow[] {
  // The subtotal is the invoice's: the lines as priced above it, each with its delivery service (Same
  // Day, Next Day), which is also what the discounts come off. Saying how much of it is delivery
  // services lets the shopper match it with the cart, which shows them as delivery.
  const services = quote.deliveryServices > 0 ? ` (incl. delivery services ${formatPence(quote.deliveryServices)})` : '';
  const rows: TotalRow[] = [{ label: `Subtotal${services}`, pence: quote.subTotal }];
  if (quote.accountDiscount.amount > 0) {
    rows.push({ label: quote.accountDiscount.label, pence: quote.accountDiscount.amount, saving: true });
  }
  if (quote.coupon) {
    rows.push({ label: `Coupon ${quote.coupon.code} (${quote.coupon.percent}%)`, pence: quote.coupon.amount, saving: true });
  }
  // A delivery charge is named for what it is (a remote area's surcharge): delivery is otherwise free.
  rows.push({ label: quote.orderPolicy === 'collection' ? 'Click and collect' : (quote.shipmentName ?? 'Delivery'), pence: quote.shipmentCost, freeWhenZero: true });
  // Standard-rated extras the upstream may add (an artwork check); most orders have none.
  if ((quote.extras ?? 0) > 0) rows.push({ label: 'Extras', pence: quote.extras ?? 0 });
  const rates = [...new Set(quote.lines.map((line) => line.vatPercent))];
  rows.push({ label: rates.length === 1 ? `VAT (${rates[0]}%)` : 'VAT', pence: quote.vatAmount });
  return rows;
}

/** How a row's amount reads: a saving as a minus amount, delivery that costs nothing as 'Free'. */
export function totalRowValue(row: TotalRow): string {
  if (row.freeWhenZero && row.pence === 0) return 'Free';
  return formatPence(row.saving ? -row.pence : row.pence);
}

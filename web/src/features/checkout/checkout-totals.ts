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

/** 'Service: Same Day (order by 16:00)', or 'Services: Same Day (order by 16:00), Next Day'. */
function serviceLabel(titles: readonly string[]): string {
  return `${titles.length > 1 ? 'Services' : 'Service'}: ${titles.join(', ')}`;
}

/**
 * The summary's rows, every number the quote's own (pence-exact, never recomputed here): subtotal,
 * the account's discount and the coupon with their percentages, delivery (for click and collect, the
 * free collection and the lines' services), any extras, VAT, named as the cart names them. The rate
 * shows beside VAT when every line has the same one; mixed rates (zero-rated leaflets) are marked on
 * their lines.
 */
export function totalRows(quote: CheckoutQuote): TotalRow[] {
  // The lines' delivery services are shown apart from the goods, as the cart shows them; the total is the same.
  const rows: TotalRow[] = [{ label: 'Subtotal', pence: quote.subTotal - quote.deliveryServices }];
  if (quote.accountDiscount.amount > 0) {
    rows.push({ label: `Business discount (${quote.accountDiscount.percent}%)`, pence: quote.accountDiscount.amount, saving: true });
  }
  if (quote.coupon) {
    rows.push({ label: `Coupon ${quote.coupon.code} (${quote.coupon.percent}%)`, pence: quote.coupon.amount, saving: true });
  }
  if (quote.orderPolicy === 'collection') {
    // Collecting is free; a faster service's charge stays with its line, named as that service.
    rows.push({ label: 'Click and collect', pence: quote.shipmentCost, freeWhenZero: true });
    if (quote.deliveryServices > 0) rows.push({ label: serviceLabel(quote.deliveryServiceTitles), pence: quote.deliveryServices });
  } else {
    rows.push({ label: 'Delivery', pence: quote.shipmentCost + quote.deliveryServices, freeWhenZero: true });
  }
  // Standard-rated extras the upstream may add (an artwork check); most orders have none.
  if ((quote.extras ?? 0) > 0) rows.push({ label: 'Extras', pence: quote.extras ?? 0 });
  const rates = [...new Set(quote.lines.map((line) => line.vatPercent))];
  rows.push({ label: rates.length === 1 ? `VAT (${rates[0]}%)` : 'VAT', pence: quote.vatAmount });
  return rows;
}

/** How a row's amount reads: a saving as a minus amount, delivery that costs nothing as 'Free'. */
export function totalRowValue(row: TotalRow): string {
  if (row.freeWhenZero && row.pence === 0) return 'Free';
  return `${row.saving ? '−' : ''}${formatPence(row.pence)}`;
}

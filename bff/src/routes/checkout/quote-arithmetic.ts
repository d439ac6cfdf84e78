import type { components } from '@bff/generated/upstream';
import { poundsToPence, vatBasisPoints } from '@bff/lib/money';

type Schemas = components['schemas'];

/**
 * Why the upstream's quote cannot be trusted, or null when it adds up. The BFF never shows or charges
 * totals it has not checked: each line's VAT must follow its own rate on its discounted value
 * (zero-rated print pays none), the lines must make the sub-total, delivery must cost what the
 * shipment charge says, and total = sub_total - discounts + shipment + extras + VAT. Pennies of
 * rounding are allowed where the upstream rounds per line.
 */
export function quoteProblem(
  quote: Schemas['OrderQuote'],
  lineCodes: readonly string[],
  expectedShipment: number,
  standardVatPercent: string,
): string | null {
  const pence = poundsToPence;
  const subTotal = pence(quote.sub_total);
  const accountDiscount = pence(quote.account_discount);
  const couponDiscount = pence(quote.coupon_discount);
  const shipment = pence(quote.shipment_cost);
  const extras = pence(quote.extra_price);
  const vat = pence(quote.vat_amount);

  if (quote.lines.length !== lineCodes.length || quote.lines.some((line, index) => line.code !== lineCodes[index])) {
    return 'the lines are not the ones asked for';
  }
  if ([accountDiscount, couponDiscount, shipment, extras, vat].some((amount) => amount < 0)) return 'an amount is negative';
  if (accountDiscount + couponDiscount > subTotal) return 'the discounts exceed the goods';
  const withinPercent = (amount: number, base: number, percent: string) => amount <= Math.round((base * vatBasisPoints(percent)) / 10_000) + 1;
  if (!withinPercent(accountDiscount, subTotal, quote.account_discount_percent)) return 'the account discount exceeds its percentage';
  if (!withinPercent(couponDiscount, subTotal, quote.coupon_discount_percent)) return 'the coupon discount exceeds its percentage';

  // Discounts come off the goods before VAT, so each line pays VAT on its share of what is left.
  const payableShare = subTotal === 0 ? 0 : (subTotal - accountDiscount - couponDiscount) / subTotal;
  let linesNet = 0;
  let linesVat = 0;
  for (const line of quote.lines) {
    const net = pence(line.net_price);
    const lineVat = pence(line.vat_amount);
    const rate = vatBasisPoints(line.vat_percent);
    if (!line.available && (net !== 0 || lineVat !== 0)) return `line ${line.code} cannot be ordered but is charged`;
    if (net < 0 || lineVat < 0) return `line ${line.code} has a negative amount`;
    if (rate === 0 && lineVat !== 0) return `zero-rated line ${line.code} charges VAT`;
    if (Math.abs(lineVat - (net * payableShare * rate) / 10_000) > 1) return `the VAT of line ${line.code} does not follow its rate`;
    linesNet += net;
    linesVat += lineVat;
  }
  if (linesNet !== subTotal) return 'the lines do not add up to the sub-total';
  if (shipment !== expectedShipment) return 'the delivery charge differs from the shipment charge';
  // What VAT there is beyond the lines' is on delivery and extras, at no more than the standard rate.
  const otherVat = vat - linesVat;
  if (otherVat < 0 || otherVat > Math.round(((shipment + extras) * vatBasisPoints(standardVatPercent)) / 10_000) + 1) {
    return 'the VAT does not match the lines, delivery and extras';
  }
  if (pence(quote.total) !== subTotal - accountDiscount - couponDiscount + shipment + extras + vat) return 'the total does not add up';
  return null;
}

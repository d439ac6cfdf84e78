import type { components } from '@bff/generated/upstream';
import { poundsToPence, vatBasisPoints } from '@bff/lib/money';
import type { AccountDiscountView, Pence, PriceView } from '@bff/view-models';

type Price = components['schemas']['Price'];

/** The discount a shopper's prices carry: their account's percentage, named for the kind of account. */
export interface AccountDiscount {
  percent: number;
  /** 'Reseller discount (15%)' */
  label: string;
  /** Beside a price that carries it: 'your reseller price'. */
  priceName: string;
}

/**
 * On an answer priced at an account's discount, its label: such an answer is not one shopper's own
 * but every such account's, so a page that read it may be kept for the accounts with that discount.
 */
export const ACCOUNT_DISCOUNT_HEADER = 'X-Account-Discount';

// Pence are positive here, so Math.round rounds halves up: the usual rule for VAT, and the cart's.
const percentOf = (pence: number, basisPoints: number) => Math.round((pence * basisPoints) / 10_000);

/** numerator / denominator rounded half up, exactly (the products of pence and shares outgrow a double's integers). */
function roundedQuotient(numerator: bigint, denominator: bigint): Pence {
  return Number((2n * numerator + denominator) / (2n * denominator));
}

/** One line of an order: what it costs before discounts and VAT (goods, extras, delivery service), and its VAT rate. */
export interface OrderLine {
  subtotal: Pence;
  vatBasisPoints: number;
}

/**
 * Lines charged together, as the upstream charges an order: the account's discount comes off their
 * whole sub-total once, rounded once (half up), never line by line; then each line's VAT is its own
 * rate on its share of what is left, rounded per line. The cart, the checkout and the invoice thus
 * agree to the penny.
 */
export function chargeTogether(lines: readonly OrderLine[], discountPercent: number | null): { subTotal: Pence; discount: Pence; vat: Pence[] } {
  const subTotal = lines.reduce((sum, line) => sum + line.subtotal, 0);
  const discount = discountPercent ? percentOf(subTotal, discountPercent * 100) : 0;
  const left = BigInt(subTotal - discount);
  const vat = lines.map((line) => (subTotal === 0 ? 0 : roundedQuotient(BigInt(line.subtotal) * left * BigInt(line.vatBasisPoints), BigInt(subTotal) * 10_000n)));
  return { subTotal, discount, vat };
}

/**
 * What one line costing `subtotal` before discount and VAT costs the shopper, VAT included: the line
 * charged alone (chargeTogether). A From price is one; what an option adds is the difference of two.
 */
export function shopperPrice(subtotal: Pence, vatPercent: string | number, discountPercent: number | null): Pence {
  const charged = chargeTogether([{ subtotal, vatBasisPoints: vatBasisPoints(vatPercent) }], discountPercent);
  return charged.subTotal - charged.discount + (charged.vat[0] ?? 0);
}

/**
 * The upstream's price of one line in pence. The upstream prices for everyone; an account's discount
 * comes off the whole line (goods, extras and delivery) before VAT, and VAT is then taken again at the
 * line's own rate, as an order of that line alone is charged (chargeTogether).
 */
export function toPriceView(price: Price, discount: AccountDiscount | null): PriceView {
  const net = poundsToPence(price.net_price);
  const extras = poundsToPence(price.extra_price);
  const delivery = poundsToPence(price.delivery_price);
  const rate = vatBasisPoints(price.vat_percent);
  const base = {
    variationId: price.variation_id,
    quantity: price.quantity,
    quantityId: price.quantity_id ?? null,
    unitNet: poundsToPence(price.unit_price),
    net,
    extras,
    delivery,
    vatPercent: rate / 100,
    currency: 'GBP' as const,
  };
  if (!discount) {
    return { ...base, accountDiscount: null, vat: poundsToPence(price.vat_amount), total: poundsToPence(price.total_price) };
  }
  const charged = chargeTogether([{ subtotal: net + extras + delivery, vatBasisPoints: rate }], discount.percent);
  const vat = charged.vat[0] ?? 0;
  const accountDiscount: AccountDiscountView = { label: discount.label, percent: discount.percent, amount: charged.discount };
  return { ...base, accountDiscount, vat, total: charged.subTotal - charged.discount + vat };
}

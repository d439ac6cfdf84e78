import type { Pence } from '../view-models';
import { addVat, poundsToPence } from './money';

/** What the upstream prices a "From" with: a net decimal-pound amount and the goods' own VAT rate. */
export interface FromPriced {
  min_price: string;
  vat_percent: string;
}

/**
 * The one "From" price of the shop, in pence including VAT at the goods' own rate (zero-rated print
 * exists), so a card and the page it opens can never disagree on the basis. A product's is its
 * cheapest variation's (the upstream's product `min_price`); a variation's is its own.
 */
export function fromPrice(priced: FromPriced): Pence {
  return addVat(poundsToPence(priced.min_price), priced.vat_percent);
}

import type { Pence } from '../view-models';
import { shopperPrice } from './line-price';
import { poundsToPence } from './money';

/** What the upstream prices a "From" with: a net decimal-pound amount and the goods' own VAT rate. */
export interface FromPriced {
  min_price: string;
  vat_percent: string;
}

/**
 * The one "From" price of the shop, in pence including VAT at the goods' own rate (zero-rated print
 * exists), so a card and the page it opens can never disagree on the basis. A product's is its
 * cheapest variation's (the upstream's product `min_price`); a variation's is its own. With an
 * account's discount (on answers priced for that account alone), less the discount before VAT.
 */
export function fromPrice(priced: FromPriced, discountPercent: number | null): Pence {
  return shopperPrice(poundsToPence(priced.min_price), priced.vat_percent, discountPercent);
}

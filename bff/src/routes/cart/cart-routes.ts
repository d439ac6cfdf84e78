import { Hono } from 'hono';
import { validate } from '@bff/http/validate';
import { CartQuoteRequestSchema, lineQuantityProblem } from '@bff/schemas/cart';
import { accountDiscountOf, noStore, refuseEndedSession, sessionMiddleware, type SessionEnv } from '@bff/session/session';
import type { CartQuote, CartQuoteLine } from '@bff/view-models';
import { chargeTogether, toPriceView, type AccountDiscount } from '@bff/lib/line-price';
import { vatBasisPoints } from '@bff/lib/money';
import { toPriceCheckLine } from '@bff/lib/price-check-line';
import { loadQuantityRules } from '@bff/lib/quantity-rules';

type Totals = CartQuote['totals'];

/**
 * The available lines charged together as their order will be (chargeTogether): the account's discount
 * once off the whole, VAT per line on what is left, added up per rate.
 */
function addUp(lines: readonly CartQuoteLine[], discount: AccountDiscount | null): Totals {
  const priced = lines.flatMap(({ price }) => (price ? [price] : []));
  const sum = (amount: (price: (typeof priced)[number]) => number) => priced.reduce((total, price) => total + amount(price), 0);
  const charged = chargeTogether(
    priced.map((price) => ({ subtotal: price.net + price.extras + price.delivery, vatBasisPoints: vatBasisPoints(price.vatPercent) })),
    discount?.percent ?? null,
  );
  const byRate = new Map<number, number>();
  priced.forEach((price, index) => byRate.set(price.vatPercent, (byRate.get(price.vatPercent) ?? 0) + (charged.vat[index] ?? 0)));
  const vat = charged.vat.reduce((total, amount) => total + amount, 0);
  return {
    net: sum((price) => price.net),
    extras: sum((price) => price.extras),
    delivery: sum((price) => price.delivery),
    accountDiscount: discount && charged.discount > 0 ? { label: discount.label, percent: discount.percent, amount: charged.discount } : null,
    vatByRate: [...byRate].sort(([a], [b]) => b - a).map(([percent, amount]) => ({ percent, amount })),
    vat,
    total: charged.subTotal - charged.discount + vat,
  };
}

/**
 * `/api/cart/quote`: the cart re-priced by the upstream in one call (variations/price-check), line by
 * line at each line's own VAT rate, with the discount of the shopper's account. The body
 * says what each line is; any price it carries is dropped by the schema and never read. Each line
 * answers with its product's quantity rules, so the cart's field follows them; a line whose quantity
 * they refuse (off its step, outside its limits: a cart kept from before the rules changed) is not
 * priced but answered unavailable in the rule's words, for the shopper to correct at the line. A customer whose session has just ended gets 401 rather than a
 * stranger's prices (see refuseEndedSession).
 */
export const cartRoutes = new Hono<SessionEnv>().use(sessionMiddleware, refuseEndedSession, noStore).post('/quote', validate('json', CartQuoteRequestSchema), async (c) => {
  const { items } = c.req.valid('json');
  const rules = await loadQuantityRules(c.var.upstream, items.map((item) => item.variationId));
  const answer = await c.var.upstream.post('variations/price-check', { json: { lines: items.map(toPriceCheckLine) } });
  const discount = accountDiscountOf(c.var.session);
  // The upstream answers in request order; the code is matched too, so a reordered answer cannot misprice a line.
  const lines = items.map((item, index): CartQuoteLine => {
    const quantityRules = rules.get(item.variationId) ?? null;
    const breach = lineQuantityProblem(item.quantity, quantityRules);
    const priced = answer.data.lines[index];
    const matches = priced !== undefined && priced.code === item.code;
    const price = !breach && matches && priced.available && priced.price ? toPriceView(priced.price, discount) : null;
    return {
      code: item.code,
      variationId: item.variationId,
      quantityRules,
      available: price !== null,
      message: price
        ? null
        : (breach ?? (matches ? priced.message : null) ?? 'This item can no longer be ordered as it is. Please remove it or choose its options again.'),
      price,
    };
  });
  return c.json<CartQuote>({ lines, totals: addUp(lines, discount), allAvailable: lines.every((line) => line.available), currency: 'GBP' });
});

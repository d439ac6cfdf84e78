import { Hono } from 'hono';
import { validate } from '@bff/http/validate';
import { CartQuoteRequestSchema, lineQuantityProblem } from '@bff/schemas/cart';
import { noStore, refuseEndedSession, sessionMiddleware, type SessionEnv } from '@bff/session/session';
import type { CartQuote, CartQuoteLine } from '@bff/view-models';
import { accountDiscountPercent, toPriceView } from '@bff/lib/line-price';
import { toPriceCheckLine } from '@bff/lib/price-check-line';
import { loadQuantityRules } from '@bff/lib/quantity-rules';

type Totals = CartQuote['totals'];

function addUp(lines: readonly CartQuoteLine[]): Totals {
  const totals: Totals = { net: 0, extras: 0, delivery: 0, discount: 0, vat: 0, total: 0 };
  for (const { price } of lines) {
    if (!price) continue;
    totals.net += price.net;
    totals.extras += price.extras;
    totals.delivery += price.delivery;
    totals.discount += price.businessDiscount?.amount ?? 0;
    totals.vat += price.vat;
    totals.total += price.total;
  }
  return totals;
}

/**
 * `/api/cart/quote`: the cart re-priced by the upstream in one call (variations/price-check), line by
 * line at each line's own VAT rate, with the business discount of the shopper's account. The body
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
  const discount = accountDiscountPercent(c.var.session);
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
  return c.json<CartQuote>({ lines, totals: addUp(lines), allAvailable: lines.every((line) => line.available), currency: 'GBP' });
});

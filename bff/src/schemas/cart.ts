import * as v from 'valibot';
import { EMPTY_CART_MESSAGE } from '@bff/shared/messages';

// The body of POST /api/cart/quote: what each cart line IS (variation, options, quantities, delivery),
// never what it costs. Price fields the browser may still send are dropped by the object schemas, so
// the BFF prices every line again from the upstream.

/** The most one line can order: past it a number is a typo or a probe, not a print run. */
export const MAX_LINE_QUANTITY = 1_000_000;
const MAX_QUANTITY_MESSAGE = `The quantity can be at most ${MAX_LINE_QUANTITY.toLocaleString('en-GB')}.`;

/** The upstream re-prices at most this many lines in one call. */
const CART_QUOTE_MAX_LINES = 100;

const Id = (message: string) => v.pipe(v.number(message), v.integer(message), v.minValue(1, message));
const OptionalId = (message: string) => v.optional(v.nullable(Id(message)), null);

/** What one configured cart line is; the cart quote and the checkout both send lines in this shape. */
export const CartQuoteLineSchema = v.object({
  /** The cart line's code, echoed back so the answer can be matched to the line. */
  code: v.pipe(v.string('Each line needs its code.'), v.nonEmpty('Each line needs its code.'), v.maxLength(100)),
  variationId: Id('Each line needs its product variation.'),
  quantity: v.pipe(
    v.number('The quantity must be a whole number.'),
    v.integer('The quantity must be a whole number.'),
    v.minValue(1, 'The quantity must be at least 1.'),
    v.maxValue(MAX_LINE_QUANTITY, MAX_QUANTITY_MESSAGE),
  ),
  /** The preset or range the quantity was picked from (quantity styles 1 and 3). */
  quantityId: OptionalId('The quantity option is not valid.'),
  /** attribute id -> option id; missing attributes take the product's defaults. */
  options: v.optional(
    v.record(v.pipe(v.string(), v.regex(/^\d{1,9}$/, 'Unknown option.')), Id('The chosen option is not valid.')),
    {},
  ),
  /** Garment sizes (quantity style 2); their quantities add up to `quantity`. */
  sizes: v.optional(
    v.pipe(
      v.array(
        v.object({
          name: v.pipe(v.string(), v.nonEmpty(), v.maxLength(20)),
          quantity: v.pipe(
            v.number(),
            v.integer('A size quantity must be a whole number.'),
            v.minValue(0),
            v.maxValue(MAX_LINE_QUANTITY, MAX_QUANTITY_MESSAGE),
          ),
        }),
      ),
      v.maxLength(20),
    ),
    [],
  ),
  colorId: OptionalId('The colour is not valid.'),
  deliveryServiceId: OptionalId('The delivery service is not valid.'),
  bundle: v.optional(v.boolean(), false),
});

export const CartQuoteRequestSchema = v.object({
  items: v.pipe(
    v.array(CartQuoteLineSchema, EMPTY_CART_MESSAGE),
    v.minLength(1, EMPTY_CART_MESSAGE),
    v.maxLength(CART_QUOTE_MAX_LINES, `A cart can hold at most ${CART_QUOTE_MAX_LINES} lines.`),
  ),
});

export type CartQuoteRequest = v.InferInput<typeof CartQuoteRequestSchema>;
export type CartQuoteLine = v.InferOutput<typeof CartQuoteLineSchema>;

import * as v from 'valibot';
import { EMPTY_CART_MESSAGE } from '@bff/shared/messages';

// The body of POST /api/cart/quote: what each cart line IS (variation, options, quantities, delivery),
// never what it costs. Price fields the browser may still send are dropped by the object schemas, so
// the BFF prices every line again from the upstream.

/** The most one line can order: past it a number is a typo or a probe, not a print run. */
export const MAX_LINE_QUANTITY = 1_000_000;

/** Quantities in messages read as the quantity fields show them: 20000 -> '20,000'. */
const count = (quantity: number) => quantity.toLocaleString('en-GB');

const MAX_QUANTITY_MESSAGE = `The quantity can be at most ${count(MAX_LINE_QUANTITY)}.`;

/** The upstream re-prices at most this many lines in one call. */
const CART_QUOTE_MAX_LINES = 100;

const Id = (message: string) => v.pipe(v.number(message), v.integer(message), v.minValue(1, message));
const OptionalId = (message: string) => v.optional(v.nullable(Id(message)), null);

export const LINE_MESSAGES = {
  quantity: 'Please enter a quantity of at least 1.',
  quantityId: 'Please choose a quantity from the list.',
  option: 'Please choose an option from the list.',
  size: 'Each size quantity must be a whole number.',
  colour: 'Please choose a colour from the list.',
  deliveryService: 'Please choose a delivery service.',
} as const;

const Quantity = (message: string, min: number) =>
  v.pipe(v.number(message), v.integer(message), v.minValue(min, message), v.maxValue(MAX_LINE_QUANTITY, MAX_QUANTITY_MESSAGE));

/** A line's quantity (for sized garments, the sizes added up), within the line's limit. */
const LineQuantity = Quantity(LINE_MESSAGES.quantity, 1);

/**
 * How many of a product a typed quantity may be, as its page's quantity field takes it: from `min`
 * to `max`, in whole steps counted from `min` (50, 100, 150… for min 50 and step 50).
 */
export interface QuantityRules {
  min: number;
  max: number;
  step: number;
}

export const quantityRangeMessage = ({ min, max }: QuantityRules) => `Please enter a quantity between ${count(min)} and ${count(max)}.`;
export const quantityStepMessage = ({ min, step }: QuantityRules) =>
  `Please enter a quantity in steps of ${count(step)} (${[min, min + step, min + 2 * step].map(count).join(', ')}…).`;

/**
 * A line's quantity under its product's rules, the same on the product page, the cart line and the
 * BFF; without rules (garment sizes: any number of each) only the line's limit applies.
 */
export function LineQuantitySchema(rules: QuantityRules | null) {
  if (!rules) return LineQuantity;
  const outside = quantityRangeMessage(rules);
  return v.pipe(
    LineQuantity,
    v.minValue(rules.min, outside),
    v.maxValue(rules.max, outside),
    v.check((quantity) => (quantity - rules.min) % rules.step === 0, quantityStepMessage(rules)),
  );
}

/** The first thing wrong with a line's quantity, in the shopper's words; null when it keeps to the rules. */
export function lineQuantityProblem(quantity: number, rules: QuantityRules | null): string | null {
  const result = v.safeParse(LineQuantitySchema(rules), quantity);
  return result.success ? null : (result.issues[0]?.message ?? null);
}

/** The line's code, echoed back so an answer can be matched to its line; also a path parameter (artwork). */
export const LINE_CODE_MESSAGE = 'Each line needs its code.';
export const LineCodeSchema = v.pipe(v.string(LINE_CODE_MESSAGE), v.nonEmpty(LINE_CODE_MESSAGE), v.maxLength(100));

/**
 * The query of a product page that edits a cart line: `?edit=<line code>`. The code names a line of
 * the browser's own cart and nothing of the shopper; a malformed one is dropped, and the page opens
 * as it would without it, as for a code no line of the cart has.
 */
export const EditLineSearchSchema = v.object({ edit: v.fallback(v.optional(LineCodeSchema), undefined) });

/**
 * What one configured line of a product is: the configurator's choices, under one name each from the
 * product page to the order. The live price reads it from its query; the cart quote and the checkout
 * read it inside each cart line.
 */
export const LineSelectionSchema = v.object({
  /** For sized garments, the sum of the sizes. The product's own rules are checked against the product (LineQuantitySchema). */
  quantity: LineQuantity,
  /** The preset or range the quantity was picked from (quantity styles 1 and 3). */
  quantityId: OptionalId(LINE_MESSAGES.quantityId),
  /** attribute id -> option id; missing attributes take the product's defaults. */
  options: v.optional(v.record(v.pipe(v.string(), v.regex(/^\d{1,9}$/, 'Unknown option.')), Id(LINE_MESSAGES.option)), {}),
  /** Garment sizes (quantity style 2). */
  sizes: v.optional(
    v.pipe(v.array(v.object({ name: v.pipe(v.string(), v.nonEmpty(), v.maxLength(20)), quantity: Quantity(LINE_MESSAGES.size, 0) })), v.maxLength(20)),
    [],
  ),
  colourId: OptionalId(LINE_MESSAGES.colour),
  deliveryServiceId: OptionalId(LINE_MESSAGES.deliveryService),
});

export type LineSelection = v.InferOutput<typeof LineSelectionSchema>;

/** A line priced on its own (the product page's live price) names its delivery service: the upstream's price path needs it. */
export const PricedSelectionSchema = v.object({ ...LineSelectionSchema.entries, deliveryServiceId: Id(LINE_MESSAGES.deliveryService) });

/** A cart line: its code, the variation, and the selection. */
export const CartQuoteLineSchema = v.object({
  code: LineCodeSchema,
  variationId: Id('Each line needs its product variation.'),
  bundle: v.optional(v.boolean(), false),
  ...LineSelectionSchema.entries,
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

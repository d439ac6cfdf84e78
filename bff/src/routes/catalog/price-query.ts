import * as v from 'valibot';
import { ApiFailure } from '@bff/http/errors';
import { UpstreamError, type FieldErrors } from '@bff/upstream/upstream-error';

// GET /api/products/:variationId/price?quantity=250&deliveryServiceId=3&opt[3]=12&colorId=4&size[M]=10
// The query arrives flat ('opt[3]' is one key); brackets are nested first, then every value is checked.

const BRACKETED = /^([A-Za-z]+)\[([^\]]+)\]$/;

/** `{ 'opt[3]': '12', quantity: '250' }` -> `{ opt: { 3: '12' }, quantity: '250' }` */
function nestBrackets(query: Record<string, string | string[]>): Record<string, unknown> {
  const nested: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(query)) {
    const match = BRACKETED.exec(key);
    if (!match) {
      nested[key] = value;
      continue;
    }
    const [, name = '', member = ''] = match;
    const group = (nested[name] ??= {}) as Record<string, unknown>;
    group[member] = value;
  }
  return nested;
}

const wholeNumber = (message: string, min: number) =>
  v.pipe(v.string(message), v.regex(/^\d{1,9}$/, message), v.transform(Number), v.minValue(min, message));

const QUANTITY_MESSAGE = 'Please enter a quantity of at least 1.';

export const PriceQuerySchema = v.pipe(
  v.record(v.string(), v.union([v.string(), v.array(v.string())])),
  v.transform(nestBrackets),
  v.object({
    quantity: v.optional(wholeNumber(QUANTITY_MESSAGE, 1)),
    // Missing reads as '', so the field's own message is given rather than valibot's 'Invalid key'.
    deliveryServiceId: v.optional(wholeNumber('Please choose a delivery service.', 1), ''),
    quantityId: v.optional(wholeNumber('Please choose a quantity from the list.', 1)),
    colorId: v.optional(wholeNumber('Please choose a colour from the list.', 1)),
    opt: v.optional(
      v.record(v.pipe(v.string(), v.regex(/^\d{1,9}$/, 'Unknown option.')), wholeNumber('Please choose an option from the list.', 1)),
      {},
    ),
    size: v.optional(
      v.record(
        v.pipe(v.string(), v.regex(/^[A-Za-z0-9]{1,10}$/, 'Unknown size.')),
        wholeNumber('Each size quantity must be a whole number.', 0),
      ),
      {},
    ),
  }),
  // Sized garments (style 2) may leave the quantity out: their sizes add up to it.
  v.rawTransform(({ dataset, addIssue, NEVER }) => {
    const query = dataset.value;
    const sizedTotal = Object.values(query.size).reduce((sum, count) => sum + count, 0);
    const quantity = query.quantity ?? (sizedTotal > 0 ? sizedTotal : undefined);
    if (quantity === undefined) {
      addIssue({
        message: QUANTITY_MESSAGE,
        path: [{ type: 'object', origin: 'value', input: query, key: 'quantity', value: undefined }],
      });
      return NEVER;
    }
    return { ...query, quantity };
  }),
);

/** The upstream's field names, as the SPA named them in the query. */
function renameField(field: string): string {
  if (field.startsWith('opt_att.')) return `opt.${field.slice('opt_att.'.length)}`;
  return { delivery_service_id: 'deliveryServiceId', quantity_id: 'quantityId', color_id: 'colorId' }[field] ?? field;
}

/** An upstream refusal of a configured line, with its field messages keyed by the BFF's query names. */
export function priceRefusal(error: unknown): unknown {
  if (!(error instanceof UpstreamError) || error.code !== 'validation_failed' || !error.fields) return error;
  const fields: FieldErrors = {};
  for (const [field, messages] of Object.entries(error.fields)) fields[renameField(field)] = messages;
  const first = Object.values(fields)[0]?.[0] ?? error.message;
  return new ApiFailure(400, 'validation_failed', first, fields);
}

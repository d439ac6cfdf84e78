import * as v from 'valibot';
import { ApiFailure } from '@bff/http/errors';
import { UpstreamError, type FieldErrors } from '@bff/upstream/upstream-error';
import { PricedSelectionSchema } from '@bff/schemas/cart';

// GET /api/products/:variationId/price?quantity=250&deliveryServiceId=3&options[3]=12&colourId=4&sizes[M]=10
// The query names the line's fields as the cart does; it arrives flat ('options[3]' is one key) and
// as text, so it is put in the line's shape first and then checked by the line's own schema.

const BRACKETED = /^(options|sizes)\[([^\]]+)\]$/;
const ID_FIELDS = new Set(['quantity', 'quantityId', 'colourId', 'deliveryServiceId']);

/** '250' -> 250; anything else stays text, for the schema to refuse with the field's message. */
const numberOf = (value: string | string[]) => (typeof value === 'string' && /^\d{1,9}$/.test(value) ? Number(value) : value);

/** `{ 'options[3]': '12', 'sizes[M]': '10', quantity: '250' }` -> `{ options: { 3: 12 }, sizes: [{ name: 'M', quantity: 10 }], quantity: 250 }` */
function lineOf(query: Record<string, string | string[]>): Record<string, unknown> {
  const options: Record<string, unknown> = {};
  const sizes: { name: string; quantity: unknown }[] = [];
  // Every field present, if only as undefined: a missing one then gets its own message, not valibot's 'Invalid key'.
  const line: Record<string, unknown> = { options, sizes, ...Object.fromEntries([...ID_FIELDS].map((field) => [field, undefined])) };
  for (const [key, value] of Object.entries(query)) {
    const [, group, member = ''] = BRACKETED.exec(key) ?? [];
    if (group === 'options') options[member] = numberOf(value);
    else if (group === 'sizes') sizes.push({ name: member, quantity: numberOf(value) });
    else if (ID_FIELDS.has(key)) line[key] = numberOf(value);
  }
  // Sized garments leave the quantity out: their sizes add up to it.
  const counts = sizes.map((size) => size.quantity);
  if (line.quantity === undefined && counts.every((count): count is number => typeof count === 'number')) {
    const total = counts.reduce((sum, count) => sum + count, 0);
    if (total > 0) line.quantity = total;
  }
  return line;
}

export const PriceQuerySchema = v.pipe(
  v.record(v.string(), v.union([v.string(), v.array(v.string())])),
  v.transform(lineOf),
  PricedSelectionSchema,
);

/** The upstream's field names, as the SPA named them in the query. */
function renameField(field: string): string {
  if (field.startsWith('opt_att.')) return `options.${field.slice('opt_att.'.length)}`;
  return { delivery_service_id: 'deliveryServiceId', quantity_id: 'quantityId', color_id: 'colourId' }[field] ?? field;
}

/** An upstream refusal of a configured line, with its field messages keyed by the BFF's query names. */
export function priceRefusal(error: unknown): unknown {
  if (!(error instanceof UpstreamError) || error.code !== 'validation_failed' || !error.fields) return error;
  const fields: FieldErrors = {};
  for (const [field, messages] of Object.entries(error.fields)) fields[renameField(field)] = messages;
  const first = Object.values(fields)[0]?.[0] ?? error.message;
  return new ApiFailure(400, 'validation_failed', first, fields);
}

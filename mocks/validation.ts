/**
 * Request validation that answers like the shop's Laravel API: 422 with `errors` keyed by field and
 * Laravel's default message wording, so the BFF's error mapping is exercised against realistic bodies.
 */

export type Input = Record<string, unknown>;
export type FieldErrors = Record<string, string[]>;
export type Rule = (value: unknown, field: string, input: Input) => string | undefined;

export const VALIDATION_MESSAGE = 'The given data was invalid.';

/** The one failure body of the upstream (contract: Error). */
export function failure(message: string, errors?: FieldErrors) {
  return { success: false as const, message, ...(errors ? { errors } : {}) };
}

const label = (field: string) => field.replace(/_/g, ' ');

function isBlank(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (value instanceof File) return value.size === 0;
  return false;
}

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const required: Rule = (value, field) => (isBlank(value) ? `The ${label(field)} field is required.` : undefined);

export const string: Rule = (value, field) => (typeof value === 'string' ? undefined : `The ${label(field)} field must be a string.`);

export const email: Rule = (value, field) =>
  typeof value === 'string' && EMAIL_PATTERN.test(value) ? undefined : `The ${label(field)} field must be a valid email address.`;

export const max =
  (limit: number): Rule =>
  (value, field) =>
    typeof value === 'string' && value.length > limit
      ? `The ${label(field)} field must not be greater than ${limit} characters.`
      : undefined;

export const min =
  (limit: number): Rule =>
  (value, field) =>
    typeof value === 'string' && value.length < limit ? `The ${label(field)} field must be at least ${limit} characters.` : undefined;

/** Laravel's `confirmed`: the field must equal `<field>_confirmation`. */
export const confirmed: Rule = (value, field, input) =>
  input[`${field}_confirmation`] === value ? undefined : `The ${label(field)} field confirmation does not match.`;

export const oneOf =
  (allowed: readonly unknown[]): Rule =>
  (value, field) =>
    allowed.includes(value) ? undefined : `The selected ${label(field)} is invalid.`;

/** A JSON array of `min` to `max` items. */
export const list =
  (min: number, max: number): Rule =>
  (value, field) =>
    Array.isArray(value) && value.length >= min && value.length <= max
      ? undefined
      : `The ${label(field)} field must have between ${min} and ${max} items.`;

/** An absolute http or https URL (Laravel's `url`). */
export const url: Rule = (value, field) => {
  const text = typeof value === 'string' ? value : '';
  return URL.canParse(text) && /^https?:$/.test(new URL(text).protocol) ? undefined : `The ${label(field)} field must be a valid URL.`;
};

/** Integers arrive as numbers in JSON and as digit strings in multipart bodies. */
export const integer: Rule = (value, field) =>
  Number.isInteger(typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value)
    ? undefined
    : `The ${label(field)} field must be an integer.`;

/** An uploaded file of one of the extensions, at most `maxKb` kilobytes. */
export const file =
  ({ extensions, maxKb }: { extensions: readonly string[]; maxKb: number }): Rule =>
  (value, field) => {
    if (!(value instanceof File)) return `The ${label(field)} field must be a file.`;
    const extension = value.name.split('.').pop()?.toLowerCase() ?? '';
    if (!extensions.includes(extension)) return `The ${label(field)} field must be a file of type: ${extensions.join(', ')}.`;
    if (value.size > maxKb * 1024) return `The ${label(field)} field must not be greater than ${maxKb} kilobytes.`;
    return undefined;
  };

/**
 * Runs each field's rules in order. A blank optional field is skipped, as Laravel skips rules on
 * absent values unless the rule is `required`.
 */
export function validate(input: Input, schema: Record<string, readonly Rule[]>): FieldErrors | undefined {
  const errors: FieldErrors = {};
  for (const [field, fieldRules] of Object.entries(schema)) {
    const value = input[field];
    const applicable = isBlank(value) ? fieldRules.filter((rule) => rule === required) : fieldRules;
    const messages = applicable.map((rule) => rule(value, field, input)).filter((message): message is string => !!message);
    if (messages.length > 0) errors[field] = messages;
  }
  return Object.keys(errors).length > 0 ? errors : undefined;
}

/** A JSON body as a plain object; anything else (bad JSON, an array) reads as empty, failing `required`. */
export async function readJson(request: Request): Promise<Input> {
  try {
    const body: unknown = await request.json();
    return body !== null && typeof body === 'object' && !Array.isArray(body) ? (body as Input) : {};
  } catch {
    return {};
  }
}

/** A multipart body as a plain object of strings and files. */
export async function readForm(request: Request): Promise<Input> {
  try {
    return Object.fromEntries((await request.formData()).entries());
  } catch {
    return {};
  }
}

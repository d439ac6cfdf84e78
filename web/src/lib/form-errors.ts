import { setErrors, type FormSchema, type FormStore } from '@formisch/react';
import { BffError } from './bff-client';

/**
 * Puts a refusal's field messages under their fields, so the shopper sees where, and what was typed
 * stays. The BFF keys them by dot path ('billing.postcode'); only the paths in `known` are set (a
 * message for a field the form does not show would be lost there). Returns how many were placed.
 */
export function showServerFieldErrors<TSchema extends FormSchema>(
  form: FormStore<TSchema>,
  error: unknown,
  known: readonly string[],
): number {
  if (!(error instanceof BffError)) return 0;
  let placed = 0;
  for (const [key, messages] of Object.entries(error.fields)) {
    const [first, ...rest] = messages;
    if (!first || !known.includes(key)) continue;
    // The paths are the form's own (checked against `known`); formisch cannot type a runtime path.
    setErrors(form, { path: key.split('.'), errors: [first, ...rest] } as never);
    placed += 1;
  }
  return placed;
}

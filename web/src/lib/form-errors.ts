import { focus, getDeepErrorEntries, setErrors, type FormSchema, type FormStore } from '@formisch/react';
import { BffError } from './bff-client';

/**
 * The message lists the server placed. formisch keeps a field's errors as the array it was given, so
 * a list found here is the server's word on what was sent, not the form's own rules: it stays until
 * the next keystroke revalidates the form.
 */
const serverErrors = new WeakSet<readonly string[]>();

/** Whether a field's errors are the server's refusal of what was sent, not the form's own rules. */
export function isServerError(errors: readonly string[]): boolean {
  return serverErrors.has(errors);
}

/**
 * Puts a refusal's field messages under their fields, so the shopper sees where, and what was typed
 * stays. The BFF keys them by dot path ('billing.postcode'); only the paths in `known` are set (a
 * message for a field the form does not show would be lost there). Focus goes to the first of them in
 * form order, as a refused submit does: the shopper lands on what to change, and the submit button
 * they pressed never takes focus with it if it changes. Returns how many were placed.
 */
export function showServerFieldErrors<TSchema extends FormSchema>(
  form: FormStore<TSchema>,
  error: unknown,
  known: readonly string[],
): number {
  if (!(error instanceof BffError)) return 0;
  const placed = new Set<string>();
  for (const [key, messages] of Object.entries(error.fields)) {
    const [first, ...rest] = messages;
    if (!first || !known.includes(key)) continue;
    const errors: [string, ...string[]] = [first, ...rest];
    serverErrors.add(errors);
    // The paths are the form's own (checked against `known`); formisch cannot type a runtime path.
    setErrors(form, { path: key.split('.'), errors } as never);
    placed.add(key);
  }
  const firstPlaced = getDeepErrorEntries(form).find((entry) => placed.has(entry.path.join('.')));
  if (firstPlaced) focus(form, { path: firstPlaced.path } as never);
  return placed.size;
}

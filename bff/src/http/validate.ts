import { vValidator } from '@hono/valibot-validator';
import type { ValidationTargets } from 'hono';
import * as v from 'valibot';
import type { FieldErrors } from '../upstream/upstream-error';
import { apiError } from './errors';

/** Field messages keyed by dot path (`email`, `address.postcode`); only the first issue of each field, as forms show one. */
export function fieldErrors(issues: readonly v.BaseIssue<unknown>[]): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of issues) {
    const key = v.getDotPath(issue) ?? '_';
    fields[key] ??= [issue.message];
  }
  return fields;
}

/**
 * `@hono/valibot-validator` with the BFF's error shape: a refused body answers 400
 * `{ error: { code: 'validation_failed', message, fields } }` using the schema's own messages.
 */
export function validate<Target extends keyof ValidationTargets, Schema extends v.GenericSchema>(
  target: Target,
  schema: Schema,
) {
  return vValidator(target, schema, (result, c) => {
    if (!result.success) {
      const fields = fieldErrors(result.issues);
      const first = Object.values(fields)[0]?.[0] ?? 'Please check the highlighted fields.';
      return apiError(c, 400, 'validation_failed', first, fields);
    }
  });
}

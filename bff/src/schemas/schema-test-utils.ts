import * as v from 'valibot';

/** The messages a schema gives for an input, keyed by field path ('' for the whole form). */
export function errorsOf(schema: v.GenericSchema, input: unknown): Record<string, string[]> {
  const result = v.safeParse(schema, input);
  if (result.success) return {};
  const errors: Record<string, string[]> = {};
  for (const issue of result.issues) {
    const path = v.getDotPath(issue) ?? '';
    (errors[path] ??= []).push(issue.message);
  }
  return errors;
}

/** The output of a schema for a valid input; fails the test with the messages otherwise. */
export function outputOf<TSchema extends v.GenericSchema>(schema: TSchema, input: unknown): v.InferOutput<TSchema> {
  const result = v.safeParse(schema, input);
  if (!result.success) throw new Error(`Expected valid input, got ${JSON.stringify(errorsOf(schema, input))}`);
  return result.output;
}

export const repeat = (length: number, character = 'a') => character.repeat(length);

/** An address of exactly `length` characters. */
export const emailOfLength = (length: number) => `${repeat(length - '@example.com'.length)}@example.com`;

import { SHOPPER_FACING_FAULT_CODES } from '@bff/shared/answer-kinds';
import { SOMETHING_WENT_WRONG } from '@bff/shared/messages';
import { BffError } from './bff-client';

/** Every field message of a refusal, each once, as one line for a toast. */
export function fieldMessagesText(error: BffError): string {
  return [...new Set(error.fieldMessages)].join(' ');
}

interface MessageOptions {
  /** What to say when no answer came or the server failed (the spec's wording for that page). */
  fallback?: string;
  /** A field whose own message wins when it has one, e.g. an upload's file. */
  field?: string;
}

/**
 * The message of a refused call for a toast or a field: the server's own words (the named field's,
 * else every field's, else its message), or the fallback when there is nothing the shopper can act on.
 * A failed call has the BFF's words only when it wrote them for shoppers ('The shop is busy. Please
 * try again in a moment.'), never a fault's.
 */
export function serverMessage(error: unknown, { fallback = SOMETHING_WENT_WRONG, field }: MessageOptions = {}): string {
  if (!(error instanceof BffError) || error.isNetworkFailure) return fallback;
  if (error.status >= 500) return SHOPPER_FACING_FAULT_CODES.has(error.code) && error.message ? error.message : fallback;
  const own = field === undefined ? undefined : error.fields[field]?.[0];
  if (own) return own;
  if (error.fieldMessages.length > 0) return fieldMessagesText(error);
  return error.message || fallback;
}

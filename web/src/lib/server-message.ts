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
 */
export function serverMessage(error: unknown, { fallback = SOMETHING_WENT_WRONG, field }: MessageOptions = {}): string {
  if (!(error instanceof BffError) || error.isNetworkFailure || error.status >= 500) return fallback;
  const own = field === undefined ? undefined : error.fields[field]?.[0];
  if (own) return own;
  if (error.fieldMessages.length > 0) return fieldMessagesText(error);
  return error.message || fallback;
}

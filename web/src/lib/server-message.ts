import { SOMETHING_WENT_WRONG } from '@bff/shared/messages';
import { BffError } from './bff-client';

/** Every field message of a refusal, each once, as one line for a toast. */
export function fieldMessagesText(error: BffError): string {
  return [...new Set(error.fieldMessages)].join(' ');
}

/** The message of a refused call for a toast: the server's own words, or the spec's fallback. */
export function serverMessage(error: unknown): string {
  if (!(error instanceof BffError) || error.isNetworkFailure || error.status >= 500) return SOMETHING_WENT_WRONG;
  if (error.fieldMessages.length > 0) return fieldMessagesText(error);
  return error.message || SOMETHING_WENT_WRONG;
}

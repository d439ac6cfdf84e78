import { BffError } from './bff-client';

/** 'Something went wrong!' when there is no server message to show. */
export const SOMETHING_WENT_WRONG = 'Something went wrong!';

/** The message of a refused call for a toast: the server's own words, or the spec's fallback. */
export function serverMessage(error: unknown): string {
  if (!(error instanceof BffError) || error.isNetworkFailure || error.status >= 500) return SOMETHING_WENT_WRONG;
  if (error.fieldMessages.length > 0) return [...new Set(error.fieldMessages)].join(' ');
  return error.message || SOMETHING_WENT_WRONG;
}

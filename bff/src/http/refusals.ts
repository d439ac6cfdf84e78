import { ApiFailure } from '@bff/http/errors';
import { UpstreamError, type ErrorStatusCode, type FieldErrors } from '@bff/upstream/upstream-error';

/** The spec's toasts show every field message of a refusal at once ("concatenated messages"). */
export function joinMessages(fields: FieldErrors): string {
  return [...new Set(Object.values(fields).flat())].join(' ');
}

interface RefusalTexts {
  /** For a refusal without field messages; the upstream's own message when omitted. */
  refused?: string;
  /** For an upstream that failed or did not answer; the BFF's generic text when omitted. */
  unavailable?: string;
}

// Statuses the SPA acts on as they are; any other refusal is a 400, so an upstream 401 or 403 on a
// form (wrong password, say) is never mistaken for "your session ended" unless it refused the session's token.
const KEPT_STATUSES = new Set<number>([404, 409, 429]);

/**
 * Turns a failed upstream call of a form into the BFF's answer with the spec's texts: field
 * messages (400 with `fields`, message = all of them), a plain refusal, or an upstream failure.
 * Anything that is not an upstream failure is returned unchanged, to be thrown as it is.
 */
export function refusal(error: unknown, code: string, texts: RefusalTexts = {}): unknown {
  // The shopper's token was refused, not the form: their session has ended (answered 401, and ended).
  if (!(error instanceof UpstreamError) || error.tokenRefused) return error;
  if (error.status >= 500) return new ApiFailure(error.status, error.code, texts.unavailable ?? error.message);
  if (error.fields) return new ApiFailure(400, code, joinMessages(error.fields), error.fields);
  const status: ErrorStatusCode = KEPT_STATUSES.has(error.status) ? error.status : 400;
  return new ApiFailure(status, code, texts.refused ?? error.message);
}

// Upstream refusals that say what was asked for is not there: unknown, malformed, gone or used up.
const NOT_THERE_STATUSES = new Set<number | undefined>([400, 404, 410, 422]);

/**
 * Whether an upstream refusal says what was asked for is not there (a lookup's "no such thing"), as
 * opposed to "try later" (429), "not allowed" or a failure, which are answered as what they are.
 */
export function refusedAsNotThere(error: unknown): error is UpstreamError {
  return error instanceof UpstreamError && NOT_THERE_STATUSES.has(error.upstreamStatus);
}

/**
 * The account an upstream refusal names in `data.uuid` (login of an unverified account: 403; an
 * expired verification link: 410), so the SPA can offer to resend the mail.
 */
export function refusalUuid(error: UpstreamError): string | undefined {
  if (typeof error.data !== 'object' || error.data === null) return undefined;
  const uuid = (error.data as Record<string, unknown>).uuid;
  return typeof uuid === 'string' && uuid !== '' ? uuid : undefined;
}

import type { ClientErrorStatusCode, ServerErrorStatusCode } from 'hono/utils/http-status';

/** What a refusal or failure may answer: never a 2xx, so a typed client can tell answers from errors by status. */
export type ErrorStatusCode = ClientErrorStatusCode | ServerErrorStatusCode;

export type FieldErrors = Record<string, string[]>;

export type UpstreamErrorCode =
  | 'bad_request'
  | 'validation_failed'
  | 'unauthorized'
  | 'forbidden'
  | 'not_found'
  | 'conflict'
  | 'rate_limited'
  | 'upstream_rejected'
  | 'upstream_unavailable'
  | 'upstream_unreachable'
  | 'upstream_timeout'
  | 'upstream_bad_response'
  | 'upstream_fault';

/**
 * A failed upstream call, already translated into what the BFF answers the browser: `status` and
 * `code` are the BFF's, `upstreamStatus` is kept for logs. `path` is the contract template
 * (e.g. 'account-verify/{token}'), never the resolved URL, so tokens and emails stay out of logs.
 */
export class UpstreamError extends Error {
  override readonly name = 'UpstreamError';
  readonly status: ErrorStatusCode;
  readonly code: UpstreamErrorCode;
  readonly fields: FieldErrors | undefined;
  readonly upstreamStatus: number | undefined;
  readonly path: string;
  /** The refusal's `data` member, e.g. the account uuid of an unverified login (403) or an expired verification link (410). */
  readonly data: unknown;
  /** The call carried a shopper's token and the upstream answered 401: that token opens nothing any more. */
  readonly tokenRefused: boolean;

  constructor(init: {
    status: ErrorStatusCode;
    code: UpstreamErrorCode;
    message: string;
    path: string;
    fields?: FieldErrors | undefined;
    upstreamStatus?: number | undefined;
    data?: unknown;
    tokenRefused?: boolean;
    cause?: unknown;
  }) {
    super(init.message, { cause: init.cause });
    this.status = init.status;
    this.code = init.code;
    this.fields = init.fields;
    this.upstreamStatus = init.upstreamStatus;
    this.path = init.path;
    this.data = init.data;
    this.tokenRefused = init.tokenRefused ?? false;
  }
}

const UNAVAILABLE = "The shop's service is not answering right now. Please try again in a moment.";

/** Reads the usual `{ message, errors: { field: [..] | '..' } }` body of a refused upstream call. */
function readUpstreamBody(body: unknown): { message: string | undefined; fields: FieldErrors | undefined } {
  if (typeof body !== 'object' || body === null) return { message: undefined, fields: undefined };
  const record = body as Record<string, unknown>;
  const message = typeof record.message === 'string' && record.message.trim() !== '' ? record.message : undefined;
  return { message, fields: toFieldErrors(record.errors) };
}

function toFieldErrors(errors: unknown): FieldErrors | undefined {
  if (typeof errors !== 'object' || errors === null || Array.isArray(errors)) return undefined;
  const fields: FieldErrors = {};
  for (const [field, value] of Object.entries(errors)) {
    const messages = (Array.isArray(value) ? value : [value]).filter((m): m is string => typeof m === 'string');
    if (messages.length > 0) fields[field] = messages;
  }
  return Object.keys(fields).length > 0 ? fields : undefined;
}

/** Maps an upstream HTTP failure to the BFF's answer. Upstream 4xx messages are meant for shoppers; 5xx ones are not. */
export function fromUpstreamStatus(path: string, upstreamStatus: number, body: unknown, sentToken: boolean): UpstreamError {
  const { message, fields } = readUpstreamBody(body);
  const data = typeof body === 'object' && body !== null ? (body as Record<string, unknown>).data : undefined;
  const tokenRefused = sentToken && upstreamStatus === 401;
  const refused = (status: ErrorStatusCode, code: UpstreamErrorCode, fallback: string) =>
    new UpstreamError({ status, code, message: message ?? fallback, fields, path, upstreamStatus, data, tokenRefused });
  switch (upstreamStatus) {
    case 400:
      return refused(400, fields ? 'validation_failed' : 'bad_request', 'The request was not accepted.');
    case 401:
      return refused(401, 'unauthorized', 'Please log in to continue.');
    case 403:
      return refused(403, 'forbidden', 'You are not allowed to do that.');
    case 404:
    case 410:
      return refused(404, 'not_found', 'Not found.');
    case 409:
      return refused(409, 'conflict', 'That conflicts with the current state. Please reload and try again.');
    case 422:
      return refused(400, 'validation_failed', 'Please check the highlighted fields.');
    case 429:
      return refused(429, 'rate_limited', 'Too many requests. Please wait a moment and try again.');
  }
  if (upstreamStatus >= 500) {
    return new UpstreamError({ status: 502, code: 'upstream_unavailable', message: UNAVAILABLE, path, upstreamStatus });
  }
  // Any other 4xx means the BFF and the upstream disagree about the contract: not the shopper's fault.
  return new UpstreamError({ status: 502, code: 'upstream_rejected', message: UNAVAILABLE, path, upstreamStatus });
}

export function upstreamTimeout(path: string, cause: unknown): UpstreamError {
  return new UpstreamError({
    status: 504,
    code: 'upstream_timeout',
    message: "The shop's service took too long to answer. Please try again.",
    path,
    cause,
  });
}

export function upstreamUnreachable(path: string, cause: unknown): UpstreamError {
  return new UpstreamError({ status: 502, code: 'upstream_unreachable', message: UNAVAILABLE, path, cause });
}

export function upstreamBadResponse(path: string, upstreamStatus: number, cause?: unknown): UpstreamError {
  return new UpstreamError({
    status: 502,
    code: 'upstream_bad_response',
    message: UNAVAILABLE,
    path,
    upstreamStatus,
    cause,
  });
}

/** An answer larger than UPSTREAM_MAX_BYTES, refused while it streams in. */
export function upstreamTooLarge(path: string, upstreamStatus: number, maxBytes: number): UpstreamError {
  return new UpstreamError({
    status: 502,
    code: 'upstream_fault',
    message: UNAVAILABLE,
    path,
    upstreamStatus,
    cause: new Error(`answer over ${maxBytes} bytes`),
  });
}

/** A call refused without asking the upstream: its route's circuit breaker is open after repeated faults. */
export function upstreamCircuitOpen(path: string, cause: unknown): UpstreamError {
  return new UpstreamError({ status: 502, code: 'upstream_unavailable', message: UNAVAILABLE, path, cause });
}

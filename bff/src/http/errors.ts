import type { Context, ErrorHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { UpstreamError, type ErrorStatusCode, type FieldErrors } from '../upstream/upstream-error';
import type { ApiError } from '../view-models';
import type { AppEnv } from './app-env';

/** The one error answer of the BFF: `{ error: { code, message, fields? } }`. */
export function apiError(
  c: Context,
  status: ErrorStatusCode,
  code: string,
  message: string,
  fields?: FieldErrors,
) {
  const error: ApiError['error'] = fields ? { code, message, fields } : { code, message };
  return c.json<ApiError, typeof status>({ error }, status);
}

/** A refusal a router decides itself (e.g. 'not logged in'), answered in the one error shape by onError. */
export class ApiFailure extends Error {
  override readonly name = 'ApiFailure';
  constructor(
    readonly status: ErrorStatusCode,
    readonly code: string,
    message: string,
    readonly fields?: FieldErrors,
  ) {
    super(message);
  }
}

const HTTP_EXCEPTION_CODES: Partial<Record<number, [code: string, message: string]>> = {
  400: ['bad_request', 'The request was not understood.'],
  401: ['unauthorized', 'Please log in to continue.'],
  403: ['forbidden', 'This request was refused.'],
  404: ['not_found', 'Not found.'],
  405: ['method_not_allowed', 'This method is not allowed here.'],
  413: ['payload_too_large', 'The request is too large.'],
  415: ['unsupported_media_type', 'This content type is not accepted.'],
  429: ['rate_limited', 'Too many requests. Please wait a moment and try again.'],
};

export const handleError: ErrorHandler<AppEnv> = (error, c) => {
  // The upstream client has already logged its failures.
  if (error instanceof UpstreamError) return apiError(c, error.status, error.code, error.message, error.fields);
  if (error instanceof ApiFailure) return apiError(c, error.status, error.code, error.message, error.fields);
  if (error instanceof HTTPException) {
    const [code, message] = HTTP_EXCEPTION_CODES[error.status] ?? ['http_error', error.message || 'The request failed.'];
    // Hono throws these only for refusals; anything else would be a mistake, answered as one.
    const status = error.status >= 400 ? (error.status as ErrorStatusCode) : 500;
    return apiError(c, status, code, message);
  }
  // The route pattern, not the path: a path may hold a token or an email. No bodies, headers or queries.
  c.var.log.error({ err: error, method: c.req.method, route: c.req.routePath }, 'request failed');
  return apiError(c, 500, 'internal_error', 'Something went wrong. Please try again.');
};

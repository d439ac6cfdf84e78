import { ExponentialBackoff, handleWhen, retry } from 'cockatiel';
import type { Logger } from '../lib/logger';
import type { UpstreamClient } from '../upstream/client';
import { UpstreamError } from '../upstream/upstream-error';

/** Attempts after the first one. */
const LOGOUT_RETRIES = 2;

/** An upstream that did not answer or failed may accept the logout later; a refusal (401: already gone) will not. */
const worthRetrying = (error: Error) => !(error instanceof UpstreamError) || error.upstreamStatus === undefined || error.upstreamStatus >= 500;

// cockatiel's retry with exponential backoff and jitter; unref'd, so a pending retry never keeps a stopping server alive.
const logoutRetry = retry(handleWhen(worthRetrying), {
  maxAttempts: LOGOUT_RETRIES,
  backoff: new ExponentialBackoff({ initialDelay: 250, maxDelay: 2_000 }),
}).dangerouslyUnref();

/**
 * Asks the upstream to revoke the token, in the background with a few retries. The shopper never
 * waits for it, and its failure keeps nothing alive here: the session is already on the revocation list.
 */
export function revokeUpstreamToken(upstream: UpstreamClient, token: string, log: Logger): void {
  logoutRetry.execute(() => upstream.post('auth/logout', { token })).catch((error: unknown) => {
    // The upstream client has logged each failed attempt; this says the token may outlive the session.
    if (worthRetrying(error as Error)) {
      log.warn({ attempts: LOGOUT_RETRIES + 1 }, 'upstream logout failed: the token stays valid upstream until it expires');
    }
  });
}

import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { Env } from '../env';
import type { Logger } from '../lib/logger';
import type { SharedState } from '../shared-state/shared-state';
import type { UpstreamClient } from '../upstream/client';
import type { ReadyAnswerCache } from './ready-answer';

/**
 * The typed context every router sees (`new Hono<AppEnv>()`): `c.var.upstream` for upstream calls
 * (bound to the request's deadline), `c.var.config` for settings, `c.var.shared` for what every
 * instance must agree on. Set once per request by createApp(), so routers stay module-level
 * constants whose chained types flow into AppType.
 */
export interface AppEnv {
  Variables: {
    /** Made by the server for each request; in the X-Request-Id answer header and every log line of the request. */
    requestId: string;
    /** The request's logger: its lines carry the request id. */
    log: Logger;
    config: Env;
    upstream: UpstreamClient;
    /** Public catalogue answers kept as ready bytes (sendReadyAnswer). */
    answers: ReadyAnswerCache;
    /** Aborts when the request's time is up (REQUEST_DEADLINE_MS) or its connection closes; every upstream call of the request shares it. */
    deadline: AbortSignal;
    shared: SharedState;
    spa: SpaShell;
  };
}

export interface SpaShell {
  /**
   * The page at the request's path, rendered by the web app with the router's status (or `status`
   * when the BFF already knows better); never cached by browsers (it names the current assets).
   */
  render(c: Context, status?: ContentfulStatusCode): Promise<Response>;
  /** Absolute WEB_DIST, where the built assets live. */
  readonly root: string;
}

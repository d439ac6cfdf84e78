import type { Env } from '../env';
import type { UpstreamClient } from '../upstream/client';
import type { SpaShell } from '../static/spa';

/**
 * The typed context every router sees (`new Hono<AppEnv>()`): `c.var.upstream` for upstream calls
 * (bound to the request's deadline), `c.var.config` for settings. Set once per request by
 * createApp(), so routers stay module-level constants whose chained types flow into AppType.
 */
export interface AppEnv {
  Variables: {
    requestId: string;
    config: Env;
    upstream: UpstreamClient;
    /** Aborts when the request's time is up (REQUEST_DEADLINE_MS) or its connection closes; every upstream call of the request shares it. */
    deadline: AbortSignal;
    spa: SpaShell;
  };
}

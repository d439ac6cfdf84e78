import type { Env } from '../env';
import type { UpstreamClient } from '../upstream/client';
import type { SpaShell } from '../static/spa';

/**
 * The typed context every router sees (`new Hono<AppEnv>()`): `c.var.upstream` for upstream calls,
 * `c.var.config` for settings. Set once per request by createApp(), so routers stay module-level
 * constants whose chained types flow into AppType.
 */
export interface AppEnv {
  Variables: {
    requestId: string;
    config: Env;
    upstream: UpstreamClient;
    spa: SpaShell;
  };
}

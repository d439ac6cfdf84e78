import type { Env } from '../env';
import type { SharedState } from '../shared-state/shared-state';
import type { UpstreamClient } from '../upstream/client';
import type { SpaShell } from '../static/spa';

/**
 * The typed context every router sees (`new Hono<AppEnv>()`): `c.var.upstream` for upstream calls,
 * `c.var.config` for settings, `c.var.shared` for what every instance must agree on. Set once per
 * request by createApp(), so routers stay module-level constants whose chained types flow into AppType.
 */
export interface AppEnv {
  Variables: {
    requestId: string;
    config: Env;
    upstream: UpstreamClient;
    shared: SharedState;
    spa: SpaShell;
  };
}

import { serve } from '@hono/node-server';
import { createApp } from './app';
import { parseEnv, upstreamTarget, type Env } from './env';
import { createUpstream } from './upstream/upstream-deps';

function loadConfig(): Env {
  try {
    return parseEnv();
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}

/** UPSTREAM_URL, or the mock upstream (mocks/) started in this process on a free loopback port. */
async function upstreamApi(config: Env): Promise<{ url: string; close: () => Promise<void> }> {
  if (config.UPSTREAM_URL) return { url: config.UPSTREAM_URL, close: async () => undefined };
  // Imported only here, so a deployment with a real upstream never loads the mocks.
  const { startMockUpstream } = await import('../../mocks/server');
  const mock = await startMockUpstream();
  console.info(`UPSTREAM_URL is not set: using the built-in mock upstream at ${mock.url}`);
  return mock;
}

const config = loadConfig();
const api = await upstreamApi(config);
const upstream = createUpstream(config, upstreamTarget(config, api.url));
const app = createApp({ config, ...upstream });

const server = serve({ fetch: app.fetch, port: config.PORT }, (info) => {
  console.info(`Shop listening on http://localhost:${info.port} (upstream ${new URL(api.url).origin})`);
});

let stopping = false;
function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  console.info(`${signal}: finishing open requests, then stopping`);
  // A stuck keep-alive client must not hold the process forever.
  const force = setTimeout(() => process.exit(1), 10_000).unref();
  server.close(async () => {
    await upstream.close();
    await api.close();
    clearTimeout(force);
    process.exit(0);
  });
  if ('closeIdleConnections' in server) server.closeIdleConnections();
}
process.on('SIGTERM', () => shutdown('SIGTERM'));
process.on('SIGINT', () => shutdown('SIGINT'));

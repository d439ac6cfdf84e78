// `npm run bench`: throughput and latency of the BFF's hot reads against the in-process mock upstream.
// Reports numbers only (no pass/fail): traffic stays on loopback, each target runs for a bounded time.
import { serve } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import autocannon from 'autocannon';
import { createApp } from '../../bff/src/app';
import { parseEnv, upstreamTarget } from '../../bff/src/env';
import { createUpstream } from '../../bff/src/upstream/upstream-deps';
import { startMockUpstream } from '../../mocks/server';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);

const targets = [
  { name: 'healthz (no upstream)', path: '/healthz' },
  { name: 'bootstrap (layout data)', path: '/api/bootstrap' },
  { name: 'home', path: '/api/home' },
  { name: 'sub-category page', path: '/api/pages/business-cards' },
  { name: 'product view', path: '/api/products/business-cards/standard-business-cards' },
  { name: 'search', path: '/api/search?text=cards&sort=&size=9&page=1' },
  { name: 'product HTML with SEO head', path: '/business-cards/standard-business-cards' },
];

const config = parseEnv({ ...process.env, NODE_ENV: 'test', PORT: '1' });
const mock = await startMockUpstream();
const upstream = createUpstream(config, upstreamTarget(config, mock.url));
const app = createApp({ config, ...upstream });
const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
await new Promise((resolve) => server.once('listening', resolve));
const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

console.info(`BFF on ${origin}, mock upstream ${mock.url}; ${CONNECTIONS} connections, ${SECONDS} s each\n`);
console.info('| target | req/s (mean) | p50 ms | p99 ms | non-2xx |');
console.info('|---|---|---|---|---|');
for (const target of targets) {
  // One warm-up request, so each row measures the cached path the shop serves most of the time.
  await fetch(origin + target.path);
  const result = await autocannon({ url: origin + target.path, connections: CONNECTIONS, duration: SECONDS });
  console.info(
    `| ${target.name} | ${Math.round(result.requests.average)} | ${result.latency.p50} | ${result.latency.p99} | ${result.non2xx} |`,
  );
}

server.close();
await upstream.close();
await mock.close();

import type { Context } from 'hono';
import { withinTime } from '../lib/time-limit';
import { UpstreamError } from '../upstream/upstream-error';
import type { AppEnv } from './app-env';

/** A probe waits no longer than this for each dependency: an orchestrator polls every few seconds. */
const CHECK_TIMEOUT_MS = 2_000;

/** `answered HTTP 404` tells an operator the server is there but the address is wrong (UPSTREAM_URL without its /api/v1 base). */
type CheckResult = 'ok' | 'unreachable' | 'not used' | `answered HTTP ${number}`;

async function check(work: () => Promise<unknown>): Promise<CheckResult> {
  try {
    await withinTime(work(), CHECK_TIMEOUT_MS);
    return 'ok';
  } catch (error) {
    return error instanceof UpstreamError && error.upstreamStatus !== undefined ? `answered HTTP ${error.upstreamStatus}` : 'unreachable';
  }
}

/**
 * `/readyz`: 200 when the upstream answers a small read (uncached, the menus) and the shared store
 * answers a ping (Redis, when REDIS_URL is set), else 503; the body names each check. `/healthz` says
 * only that the process answers. A load balancer that drops instances on a failed `/readyz` drops
 * all of them in an upstream outage, when they could still serve cached pages: see README.
 */
export async function readiness(c: Context<AppEnv>) {
  const [upstream, redis] = await Promise.all([
    check(() => c.var.upstream.get('menus', { signal: AbortSignal.timeout(CHECK_TIMEOUT_MS) })),
    c.var.shared.store === 'redis' ? check(() => c.var.shared.ping()) : Promise.resolve<CheckResult>('not used'),
  ]);
  const ready = upstream === 'ok' && redis !== 'unreachable';
  c.header('Cache-Control', 'no-store');
  return c.json({ status: ready ? ('ready' as const) : ('not ready' as const), checks: { upstream, redis } }, ready ? 200 : 503);
}

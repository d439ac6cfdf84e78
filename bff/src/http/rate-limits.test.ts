import { Hono, type Context } from 'hono';
import { describe, expect, it } from 'vitest';
import { parseEnv } from '@bff/env';
import type { AppEnv } from '@bff/http/app-env';
import { ApiFailure, handleError } from '@bff/http/errors';
import { createLogger } from '@bff/lib/logger';
import { createSharedState } from '@bff/shared-state/shared-state';
import { rateLimit, rateLimitMessage, refusalLimit, type RateLimitRule } from './rate-limits';

const rule: RateLimitRule = { name: 'test', limit: 2, windowMs: 60_000 };
const consecutive: RateLimitRule = { name: 'test-consecutive', limit: 3, windowMs: 60_000 };
const waivableRule: RateLimitRule = { name: 'test-waivable', limit: 2, windowMs: 60_000 };

/** The waivable counter's proof: `?proof=ok`. */
const waive = async (c: Context) => {
  if (c.req.query('proof') !== 'ok') throw new ApiFailure(403, 'proof_required', 'Proof, please.');
};

/** A bare app with the settings and store the limiters read; `/answer/:status` answers that status. */
function appWith(rateLimitScale = '1') {
  const config = parseEnv({ NODE_ENV: 'test', RATE_LIMIT_SCALE: rateLimitScale });
  const shared = createSharedState(config, createLogger('silent'));
  const app = new Hono<AppEnv>();
  app.use(async (c, next) => {
    c.set('config', config);
    c.set('shared', shared);
    await next();
  });
  app.onError(handleError);
  return app
    .get('/limited', rateLimit(rule), (c) => c.text('ok'))
    .get('/answer/:status', refusalLimit([{ rule: consecutive }], { resetOnSuccess: [consecutive] }), (c) =>
      c.body(null, Number(c.req.param('status')) as 200),
    )
    .get('/waivable/:status', refusalLimit([{ rule: consecutive }], { waivable: { rule: waivableRule, waive } }), (c) =>
      c.body(null, Number(c.req.param('status')) as 200),
    );
}

const fromSocket = (remoteAddress: string) => ({ incoming: { socket: { remoteAddress } } });

describe('rateLimit', () => {
  it('counts each client separately and answers 429 in the error shape', async () => {
    const app = appWith();
    for (let attempt = 1; attempt <= rule.limit; attempt += 1) expect((await app.request('/limited', {}, fromSocket('192.0.2.1'))).status).toBe(200);
    const blocked = await app.request('/limited', {}, fromSocket('192.0.2.1'));
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await blocked.json()).toEqual({ error: { code: 'rate_limited', message: 'Too many attempts. Please wait a minute and try again.' } });
    expect((await app.request('/limited', {}, fromSocket('192.0.2.2'))).status).toBe(200);
  });

  it('multiplies the limit by RATE_LIMIT_SCALE', async () => {
    const app = appWith('3');
    for (let attempt = 1; attempt <= 3 * rule.limit; attempt += 1) expect((await app.request('/limited', {}, fromSocket('192.0.2.3'))).status).toBe(200);
    expect((await app.request('/limited', {}, fromSocket('192.0.2.3'))).status).toBe(429);
  });

  it('keeps each app’s counters apart (one per instance without Redis)', async () => {
    const [first, second] = [appWith(), appWith()];
    for (let attempt = 1; attempt <= rule.limit; attempt += 1) await first.request('/limited', {}, fromSocket('192.0.2.4'));
    expect((await first.request('/limited', {}, fromSocket('192.0.2.4'))).status).toBe(429);
    expect((await second.request('/limited', {}, fromSocket('192.0.2.4'))).status).toBe(200);
  });

  it('words the wait in minutes, or hours when long', () => {
    expect(rateLimitMessage(15 * 60_000 - 10)).toBe('Too many attempts. Please wait 15 minutes and try again.');
    expect(rateLimitMessage(24 * 60 * 60_000)).toBe('Too many attempts. Please wait 24 hours and try again.');
  });
});

describe('refusalLimit', () => {
  const answer = async (app: ReturnType<typeof appWith>, status: number) => app.request(`/answer/${status}`, {}, fromSocket('192.0.2.9'));

  it('counts refusals (4xx) only: successes, upstream faults and timeouts cost nothing', async () => {
    const app = appWith();
    for (const status of [502, 503, 504, 500, 502, 200, 204]) expect((await answer(app, status)).status).toBe(status);
    for (let attempt = 1; attempt <= consecutive.limit; attempt += 1) expect((await answer(app, 400)).status).toBe(400);
    expect((await answer(app, 200)).status).toBe(429);
  });

  it('forgets the counters named for reset after a success', async () => {
    const app = appWith();
    for (let round = 1; round <= 3; round += 1) {
      for (let attempt = 1; attempt < consecutive.limit; attempt += 1) expect((await answer(app, 401)).status).toBe(401);
      expect((await answer(app, 200)).status).toBe(200);
    }
  });

  it('lets no more parallel refusals through than the limit', async () => {
    const app = appWith();
    const statuses = await Promise.all(Array.from({ length: 12 }, () => answer(app, 422).then((response) => response.status)));
    expect(statuses.filter((status) => status === 422)).toHaveLength(consecutive.limit);
    expect(statuses.filter((status) => status === 429)).toHaveLength(12 - consecutive.limit);
  });

  it('asks for proof once a waivable counter is spent: a call without it costs nothing, one with it passes that counter only', async () => {
    const app = appWith();
    const call = (status: number, proof = '') => app.request(`/waivable/${status}${proof && `?proof=${proof}`}`, {}, fromSocket('192.0.2.10'));
    for (let attempt = 1; attempt <= waivableRule.limit; attempt += 1) expect((await call(400)).status).toBe(400);
    // However often asked, never a charge to the hard counter (one more refusal would spend it).
    for (let attempt = 1; attempt <= 5; attempt += 1) expect((await call(200)).status).toBe(403);
    expect((await call(400, 'ok')).status).toBe(400);
    // That refusal counted on the hard counter, which proof does not lift.
    expect((await call(200, 'ok')).status).toBe(429);
  });
});

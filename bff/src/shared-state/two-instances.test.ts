import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { Redis } from 'ioredis';
import { HttpResponse, http } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { handlers } from '@mocks/handlers';
import { DEMO_EMAILS, DEMO_PASSWORD } from '@mocks/data/users';
import { resetStore } from '@mocks/store';
import { RATE_LIMITS } from '@bff/http/rate-limits';
import { CAPTCHA_INVALID_MESSAGE } from '@bff/http/captcha';
import { createTestBrowser } from '@bff/session/test-browser';
import { SAME_ORIGIN, createTestApp, startTestUpstream, type TestUpstream } from '@bff/upstream/test-upstream';
import type { ApiError, CheckoutState, SessionView } from '@bff/view-models';
import { startTestRedis, type TestRedis } from './test-redis';

// Two BFF instances, each with its own process state, sharing one real Redis: they must count, refuse
// and revoke as one shop.

let redis: TestRedis;
let upstream: TestUpstream;
let instances: [ReturnType<typeof createTestApp>, ReturnType<typeof createTestApp>];

beforeAll(async () => {
  [redis, upstream] = await Promise.all([startTestRedis(), startTestUpstream(handlers)]);
});
beforeEach(async () => {
  resetStore();
  const admin = new Redis(redis.url);
  await admin.flushall();
  admin.disconnect();
  instances = [createTestApp(upstream.url, { REDIS_URL: redis.url }), createTestApp(upstream.url, { REDIS_URL: redis.url })];
});
afterEach(async () => {
  upstream.reset();
  await Promise.all(instances.map((instance) => instance.close()));
});
afterAll(async () => {
  await Promise.all([upstream.close(), redis.stop()]);
});

const cookieHeader = (browser: ReturnType<typeof createTestBrowser>) =>
  [...browser.cookies].map(([name, value]) => `${name}=${value}`).join('; ');

describe('two instances with REDIS_URL', () => {
  it('keep in Redis, not in process', () => {
    expect(instances.map(({ shared }) => shared.store)).toEqual(['redis', 'redis']);
  });

  it('share one login limit: ten refusals in all, not ten each', async () => {
    const browsers = instances.map(({ app }) => createTestBrowser(app));
    const attempt = (index: number, password: string) =>
      browsers[index % 2]!.request('/api/session', { method: 'POST', json: { email: DEMO_EMAILS.verified, password, remember: false } });
    for (let index = 0; index < RATE_LIMITS.loginAccount.limit; index += 1) expect((await attempt(index, 'wrong-password')).status).toBe(400);
    expect((await attempt(0, DEMO_PASSWORD)).status).toBe(429);
    expect((await attempt(1, DEMO_PASSWORD)).status).toBe(429);
  });

  it("store nothing for the email of a login the client's own limit refuses", async () => {
    const browser = createTestBrowser(instances[0].app);
    const attempt = (n: number) =>
      browser.request('/api/session', { method: 'POST', json: { email: `nobody${n}@example.com`, password: 'wrong-password', remember: false } });
    for (let n = 1; n <= RATE_LIMITS.login.limit; n += 1) expect((await attempt(n)).status).toBe(400);
    for (let n = RATE_LIMITS.login.limit + 1; n <= RATE_LIMITS.login.limit + 20; n += 1) expect((await attempt(n)).status).toBe(429);
    const admin = new Redis(redis.url);
    try {
      expect(await admin.keys(`storefront:limit:${RATE_LIMITS.loginAccountClient.name}:*`)).toHaveLength(RATE_LIMITS.login.limit);
    } finally {
      admin.disconnect();
    }
  });

  it('accept a solved captcha once across instances, and answer a repeat of its message on either as it was', async () => {
    const [first, second] = instances.map(({ app }) => app);
    const issued = (await (await first!.request('/api/contact/challenge')).json()) as Challenge;
    const solution = await solveChallenge({ challenge: issued, deriveKey });
    const captcha = Buffer.from(JSON.stringify({ challenge: issued, solution })).toString('base64');
    const sent: unknown[] = [];
    upstream.use(
      http.post('*/api/v1/contact-us', async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ success: true, message: 'Thanks, we will reply today.' });
      }),
    );
    const send = (app: typeof first, message = 'Can you print 500 flyers by Friday?') =>
      app!.request('/api/contact', {
        method: 'POST',
        headers: { ...SAME_ORIGIN, 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'Jo Bloggs', email: 'jo@example.co.uk', message, captcha }),
      });
    expect((await send(first)).status).toBe(200);
    const repeated = await send(second);
    expect(repeated.status).toBe(200);
    expect(await repeated.json()).toEqual({ message: 'Thanks, we will reply today.' });
    expect(sent).toHaveLength(1);
    const replayed = await send(second, 'And 500 more?');
    expect(replayed.status).toBe(400);
    expect(((await replayed.json()) as ApiError).error.message).toBe(CAPTCHA_INVALID_MESSAGE);
  });

  it('see one revocation: a session logged out on one is refused on the other', async () => {
    const browser = createTestBrowser(instances[0].app);
    await browser.login(DEMO_EMAILS.verified, DEMO_PASSWORD);
    const cookie = cookieHeader(browser);
    const onSecond = (path: string) => instances[1].app.request(path, { headers: { ...SAME_ORIGIN, cookie } });
    expect(((await (await onSecond('/api/session')).json()) as SessionView).anonymous).toBe(false);

    await browser.request('/api/session', { method: 'DELETE' });
    expect(await (await onSecond('/api/session')).json()).toEqual({ anonymous: true });
    expect((await onSecond('/api/account/profile')).status).toBe(401);
  });

  it("see one password change: the account's other sessions are refused on every instance, the changing one on none", async () => {
    const changing = createTestBrowser(instances[0].app);
    const other = createTestBrowser(instances[1].app);
    await changing.login(DEMO_EMAILS.verified, DEMO_PASSWORD);
    await other.login(DEMO_EMAILS.verified, DEMO_PASSWORD);
    // Whether each instance takes the browser's cookie for an anonymous visitor's.
    const anonymousOnEach = (browser: typeof changing) =>
      Promise.all(
        instances.map(async ({ app }) => {
          const session = await app.request('/api/session', { headers: { ...SAME_ORIGIN, cookie: cookieHeader(browser) } });
          return ((await session.json()) as SessionView).anonymous;
        }),
      );

    const changed = await changing.request('/api/account/password', {
      method: 'POST',
      json: { current_password: DEMO_PASSWORD, password: 'Changed-77', password_confirmation: 'Changed-77' },
    });
    expect(changed.status).toBe(200);
    expect(await anonymousOnEach(other)).toEqual([true, true]);
    expect(await anonymousOnEach(changing)).toEqual([false, false]);
  });

  it("keep every cart line's artwork choice, whichever instance saved it at the same time", async () => {
    const browser = createTestBrowser(instances[0].app);
    await browser.request('/api/checkout/guest', { method: 'POST', json: { email: 'guest.shopper@example.com' } });
    const headers = { ...SAME_ORIGIN, cookie: cookieHeader(browser), 'content-type': 'application/json' };
    const later = (index: 0 | 1, lineCode: string) =>
      instances[index].app.request(`/api/checkout/artwork/${lineCode}`, { method: 'PUT', headers, body: JSON.stringify({ kind: 'later' }) });
    const answers = await Promise.all([later(0, 'line-cards'), later(1, 'line-flyers')]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    const onEach = await Promise.all(instances.map(async ({ app }) => ((await (await app.request('/api/checkout', { headers })).json()) as CheckoutState).artwork));
    const both = { 'line-cards': { kind: 'later' }, 'line-flyers': { kind: 'later' } };
    expect(onEach).toEqual([both, both]);
  });

  it('share the catalogue cache: what one asked the upstream for, the other serves, even with the upstream down', async () => {
    const product = '/api/products/business-cards/standard-business-cards';
    const first = await instances[0].app.request(product);
    expect(first.status).toBe(200);
    const asked = upstream.requests.length;
    expect(asked).toBeGreaterThan(0);

    const second = await instances[1].app.request(product);
    expect(await second.json()).toEqual(await first.json());
    expect(upstream.requests.length).toBe(asked);

    // A third instance, started while the upstream is down, still shows the product.
    upstream.use(http.all('*/api/v1/*', () => new HttpResponse(null, { status: 503 })));
    const late = createTestApp(upstream.url, { REDIS_URL: redis.url, CACHE_TTL_SECONDS: '0' });
    const third = await late.app.request(product);
    await late.close();
    expect(third.status).toBe(200);
    expect(((await third.json()) as { name: string }).name).toBe('Standard Business Cards');
  });
});

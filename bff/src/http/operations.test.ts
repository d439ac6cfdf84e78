import { HttpResponse, http } from 'msw';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handlers } from '@mocks/handlers';
import { DEMO_EMAILS, DEMO_PASSWORD } from '@mocks/data/users';
import { store } from '@mocks/store';
import { createTestBrowser } from '@bff/session/test-browser';
import { createTestApp, startTestUpstream, type TestUpstream } from '@bff/upstream/test-upstream';

// What an operator relies on: JSON log lines with the server's own request ids and nothing a
// shopper typed in them, and probes that tell "alive" from "ready".

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

let upstream: TestUpstream;
beforeAll(async () => {
  upstream = await startTestUpstream(handlers);
});
afterAll(() => upstream.close());

/** A BFF whose log lines are kept, parsed, in `lines` (the raw text in `text()`). */
function loggedApp(settings: Record<string, string> = {}) {
  const raw: string[] = [];
  const bff = createTestApp(upstream.url, settings, { write: (line: string) => void raw.push(line) });
  return {
    bff,
    browser: createTestBrowser(bff.app),
    lines: () => raw.map((line) => JSON.parse(line) as Record<string, unknown>),
    text: () => raw.join(''),
  };
}

describe('request ids and logs', () => {
  it('makes its own request id, answers it in X-Request-Id and puts it on the request line', async () => {
    const { bff, browser, lines } = loggedApp();
    const response = await browser.request('/api/bootstrap', { headers: { 'x-request-id': 'chosen-by-the-client' } });
    await bff.close();

    const id = response.headers.get('x-request-id');
    expect(id).toMatch(UUID);
    const requestLine = lines().find((line) => line.msg === 'request');
    expect(requestLine).toMatchObject({ requestId: id, method: 'GET', route: '/api/bootstrap', status: 200, level: 30 });
    expect(requestLine?.ms).toEqual(expect.any(Number));
    expect(typeof requestLine?.time).toBe('string');
  });

  it('gives every request a different id', async () => {
    const { bff, browser } = loggedApp();
    const ids = await Promise.all([1, 2, 3].map(async () => (await browser.request('/healthz')).headers.get('x-request-id')));
    await bff.close();
    expect(new Set(ids).size).toBe(3);
  });

  it('never logs a password, an email, a token or a cookie', async () => {
    const { bff, browser, text } = loggedApp();
    await browser.login(DEMO_EMAILS.verified, DEMO_PASSWORD);
    const [token] = [...store.sessions.keys()];
    await browser.request('/api/account/profile');
    await browser.request('/api/session', { method: 'POST', json: { email: DEMO_EMAILS.business, password: 'Wrong-password-1', remember: false } });
    await browser.request('/api/verification', { method: 'POST', json: { token: 'a-secret-verification-token' } });
    const cookie = [...browser.cookies.values()][0];
    await browser.request('/api/session', { method: 'DELETE' });
    await bff.close();

    const logged = text();
    expect(logged).toContain('"route":"/api/session"');
    // Bodies are never logged: the emailed token, posted in one, stays out.
    expect(logged).toContain('"route":"/api/verification"');
    for (const secret of [DEMO_PASSWORD, 'Wrong-password-1', DEMO_EMAILS.verified, DEMO_EMAILS.business, 'a-secret-verification-token', token, cookie]) {
      expect(secret).toBeTruthy();
      expect(logged).not.toContain(secret);
    }
  });

  it('logs an upstream fault by its path template, with the level an alert can watch', async () => {
    const { bff, browser, lines } = loggedApp();
    upstream.use(http.get('*/api/v1/orders/:invoice', () => new HttpResponse(null, { status: 500 })));
    await browser.login(DEMO_EMAILS.verified, DEMO_PASSWORD);
    const response = await browser.request('/api/account/orders/987654321');
    await bff.close();
    upstream.reset();

    expect(response.status).toBe(502);
    const fault = lines().find((line) => line.msg === 'upstream call failed');
    expect(fault).toMatchObject({ level: 40, method: 'GET', path: 'orders/{invoice_no}', code: 'upstream_unavailable', status: 500 });
    expect(JSON.stringify(lines())).not.toContain('987654321');
  });
});

describe('/healthz and /readyz', () => {
  it('says ready when the upstream answers, and the shared store is in-process', async () => {
    const { bff } = loggedApp();
    const response = await bff.app.request('/readyz');
    await bff.close();
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({ status: 'ready', checks: { upstream: 'ok', redis: 'not used' } });
  });

  it('is alive but not ready when the upstream cannot be reached', async () => {
    const bff = createTestApp('http://127.0.0.1:9/api/v1');
    const alive = await bff.app.request('/healthz');
    const ready = await bff.app.request('/readyz');
    await bff.close();
    expect(alive.status).toBe(200);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toEqual({ status: 'not ready', checks: { upstream: 'unreachable', redis: 'not used' } });
  });

  it('names the status an upstream answered with, so an address without the API base path is told from one that is down', async () => {
    const misaddressed = createTestApp(`${new URL(upstream.url).origin}/no-api-here`);
    const ready = await misaddressed.app.request('/readyz');
    await misaddressed.close();
    expect(ready.status).toBe(503);
    expect(await ready.json()).toEqual({ status: 'not ready', checks: { upstream: 'answered HTTP 404', redis: 'not used' } });
  });

  it('is not ready when Redis does not answer', async () => {
    const { bff } = loggedApp({ REDIS_URL: 'redis://127.0.0.1:9' });
    const ready = await bff.app.request('/readyz');
    await bff.close();
    expect(ready.status).toBe(503);
    expect(await ready.json()).toEqual({ status: 'not ready', checks: { upstream: 'ok', redis: 'unreachable' } });
  });
});

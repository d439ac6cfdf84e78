import { HttpResponse, http as rawHttp } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { http } from '@mocks/base';
import { DEMO_EMAILS, DEMO_PASSWORD } from '@mocks/data/users';
import { findUserByEmail, store } from '@mocks/store';
import { toUserAccount } from '@mocks/handlers/auth';
import { CSRF_HEADER } from '@bff/schemas/csrf';
import { createTestBrowser, parseSetCookie } from '@bff/session/test-browser';
import { SAME_ORIGIN, createTestApp } from '@bff/upstream/test-upstream';
import type { ApiError, SessionView } from '@bff/view-models';
import type { RateLimiterMemory } from 'rate-limiter-flexible';
import { RATE_LIMITS, type RateLimitRule } from '@bff/http/rate-limits';
import { LOGIN_CAPTCHA_MESSAGE, LOGIN_FAILED_MESSAGE } from '@bff/shared/messages';
import { CAPTCHA_INVALID_MESSAGE } from '@bff/http/captcha';
import { solvedCaptcha } from '@bff/http/test-captcha';
import { useShopHarness } from '@bff/session/test-harness';
import { ACCOUNT_SESSIONS_KEPT } from '@bff/shared-state/shared-state';
const shop = useShopHarness();

/** What the BFF answers for any upstream fault. */
const UPSTREAM_FAULT_MESSAGE = "The shop's service is not answering right now. Please try again in a moment.";

/** The bearer token of each upstream logout, in order. */
const logoutsWith = () =>
  shop.upstream.requests.flatMap((line, index) =>
    line.startsWith('POST /api/v1/auth/logout') ? [shop.upstream.requestHeaders[index]!.get('authorization')] : [],
  );

const login = (email: string, password: string, remember = false) =>
  shop.browser.request('/api/session', { method: 'POST', json: { email, password, remember } });

function sessionCookie(response: Response) {
  const line = response.headers.getSetCookie().find((cookie) => /^(__Host-)?session=/.test(cookie));
  if (!line) throw new Error('no session cookie was set');
  return parseSetCookie(line);
}

describe('POST /api/session', () => {
  it('logs in with an httpOnly, SameSite=Lax cookie and answers the session view without the token', async () => {
    const response = await login(DEMO_EMAILS.verified, DEMO_PASSWORD);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const body = await response.text();
    const view = JSON.parse(body) as SessionView;
    expect(view).toEqual({
      anonymous: false,
      accountId: '5f1c2a7e-3b4d-4c8e-9a61-0d2f7b9e4a11',
      name: 'Olivia Bennett',
      firstName: 'Olivia',
      avatarUrl: '/media/avatars/olivia-bennett.svg',
      accountType: 'individual',
      userType: '1',
      isGuest: false,
      // The account's own address, for its pages to tell an emailed link's account from it.
      email: DEMO_EMAILS.verified,
    });

    const cookie = sessionCookie(response);
    expect(cookie.name).toBe('session');
    expect(cookie.attributes.has('httponly')).toBe(true);
    expect(cookie.attributes.get('samesite')).toBe('Lax');
    expect(cookie.attributes.get('path')).toBe('/');
    // Without Remember Me the cookie ends with the browser session.
    expect(cookie.attributes.has('max-age')).toBe(false);

    // The upstream token appears nowhere the browser can read: not in the body, not in the cookie.
    const [token] = [...store.sessions.keys()];
    expect(token).toBeDefined();
    expect(body).not.toContain(token);
    expect(cookie.value).not.toContain(token!);
  });

  it('keeps a remembered session for 30 days and pre-fills the email after logout', async () => {
    const response = await login(DEMO_EMAILS.business, DEMO_PASSWORD, true);
    const maxAge = Number(sessionCookie(response).attributes.get('max-age'));
    expect(maxAge).toBeGreaterThan(30 * 24 * 60 * 60 - 5);
    expect(maxAge).toBeLessThanOrEqual(30 * 24 * 60 * 60);
    expect(((await response.json()) as SessionView & { anonymous: false }).accountType).toBe('business');

    await shop.browser.request('/api/session', { method: 'DELETE' });
    const after = (await (await shop.browser.request('/api/session')).json()) as SessionView;
    expect(after).toEqual({ anonymous: true, rememberedEmail: DEMO_EMAILS.business });
  });

  it('uses a __Host- Secure cookie in production', async () => {
    const production = createTestApp(shop.upstream.url, { NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(40), PUBLIC_URL: 'https://shop.example.co.uk' });
    try {
      const response = await createTestBrowser(production.app).login(DEMO_EMAILS.verified, DEMO_PASSWORD);
      const cookie = sessionCookie(response);
      expect(cookie.name).toBe('__Host-session');
      expect(cookie.attributes.has('secure')).toBe(true);
      expect(cookie.attributes.get('path')).toBe('/');
      expect(cookie.attributes.has('domain')).toBe(false);
    } finally {
      await production.close();
    }
  });

  it('answers a wrong password with 400 and the upstream messages', async () => {
    const response = await login(DEMO_EMAILS.verified, 'not-the-password');
    expect(response.status).toBe(400);
    const { error } = (await response.json()) as ApiError;
    expect(error.code).toBe('login_failed');
    expect(error.message).toBe('These credentials do not match our records.');
    expect(error.fields?.email).toEqual(['These credentials do not match our records.']);
    expect(response.headers.getSetCookie()).toEqual([]);
  });

  it("answers 'Email address and password do not match!' when the refusal has no field messages", async () => {
    shop.upstream.use(
      http.post('/auth/login', ({ response }) => response('4XX').json({ success: false, message: 'Unauthorised' }, { status: 401 })),
    );
    const response = await login(DEMO_EMAILS.verified, DEMO_PASSWORD);
    expect(response.status).toBe(400);
    expect(((await response.json()) as ApiError).error.message).toBe(LOGIN_FAILED_MESSAGE);
  });

  it('answers an unverified account with 403, code unverified and the uuid for RESEND', async () => {
    const response = await login(DEMO_EMAILS.unverified, DEMO_PASSWORD);
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({
      error: { code: 'unverified', message: 'Your account is unverified.', uuid: '8a3e9d41-6c2b-4f7a-b5d0-1e9c3a7f2b22' },
    });
  });

  it('refuses invalid input with the shared schema messages before calling the upstream', async () => {
    const response = await login('not-an-email', '123');
    expect(response.status).toBe(400);
    const { error } = (await response.json()) as ApiError;
    expect(error.fields).toEqual({ email: ['Email is invalid'], password: ['Minimum 6 characters'] });
    expect(shop.upstream.requests).toEqual([]);
  });

  it("answers a client's eleventh refused login within a minute with 429 and Retry-After", async () => {
    for (let attempt = 1; attempt <= RATE_LIMITS.login.limit; attempt += 1) {
      expect((await login(`nobody${attempt}@example.com`, 'wrong-password')).status).toBe(400);
    }
    const blocked = await login(DEMO_EMAILS.verified, DEMO_PASSWORD);
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(((await blocked.json()) as ApiError).error).toEqual({
      code: 'rate_limited',
      message: 'Too many attempts. Please wait a minute and try again.',
    });
  });

  it("stores nothing for the email of a login the client's own limit refuses", async () => {
    const attempt = (n: number) => login(`nobody${n}@example.com`, 'wrong-password');
    for (let n = 1; n <= RATE_LIMITS.login.limit; n += 1) expect((await attempt(n)).status).toBe(400);
    for (let n = RATE_LIMITS.login.limit + 1; n <= RATE_LIMITS.login.limit + 20; n += 1) expect((await attempt(n)).status).toBe(429);
    const storedKeys = ({ name, limit: points, windowMs }: RateLimitRule) =>
      (shop.bff.shared.limiter({ name, points, windowMs }) as RateLimiterMemory).dump().storage;
    // One counter per email for each login that was tried, none for those refused before they were.
    expect(storedKeys(RATE_LIMITS.loginAccountClient)).toHaveLength(RATE_LIMITS.login.limit);
    expect(storedKeys(RATE_LIMITS.loginAccount)).toHaveLength(RATE_LIMITS.login.limit);
  });

  it('rests an account for an hour after ten refused logins in a row from one client', async () => {
    for (let attempt = 1; attempt <= RATE_LIMITS.loginAccountClient.limit; attempt += 1) {
      expect((await login(DEMO_EMAILS.verified, 'wrong-password')).status).toBe(400);
    }
    const blocked = await login(DEMO_EMAILS.verified, DEMO_PASSWORD);
    expect(blocked.status).toBe(429);
    expect(((await blocked.json()) as ApiError).error.message).toBe('Too many attempts. Please wait 60 minutes and try again.');
  });

  it('does not count successful logins against the limit', async () => {
    for (let attempt = 1; attempt <= RATE_LIMITS.login.limit + 2; attempt += 1) {
      expect((await login(DEMO_EMAILS.verified, DEMO_PASSWORD)).status).toBe(200);
    }
  });

  it('does not count an upstream failure as a refused password: the next correct login works', async () => {
    let failing = true;
    shop.upstream.use(
      rawHttp.post('*/api/v1/auth/login', () => (failing ? HttpResponse.json({ success: false, message: 'Server Error' }, { status: 500 }) : undefined)),
    );
    // The login route's breaker would open after a few faults in a row (and rightly stop asking a failing
    // upstream); set high here so every attempt reaches the upstream and only the counting is tested.
    const patient = createTestApp(shop.upstream.url, { UPSTREAM_BREAKER_FAILURES: '1000' });
    try {
      const browser = createTestBrowser(patient.app);
      const attempt = (password: string) =>
        browser.request('/api/session', { method: 'POST', json: { email: DEMO_EMAILS.verified, password, remember: false } });
      for (let n = 1; n <= RATE_LIMITS.login.limit + 5; n += 1) expect((await attempt(DEMO_PASSWORD)).status).toBeGreaterThanOrEqual(500);
      failing = false;
      expect((await attempt('wrong-password')).status).toBe(400);
      expect((await attempt(DEMO_PASSWORD)).status).toBe(200);
    } finally {
      await patient.close();
    }
  });

  it('answers 502 when the profile after a good login breaks the contract, and revokes the token the login issued', async () => {
    let issued: string | null = null;
    shop.upstream.use(
      rawHttp.get('*/api/v1/auth/user', ({ request }) => {
        issued = request.headers.get('authorization');
        return HttpResponse.json({ success: true, data: null, user_account: toUserAccount(findUserByEmail(DEMO_EMAILS.verified)!) });
      }),
    );
    const response = await login(DEMO_EMAILS.verified, DEMO_PASSWORD);
    expect(response.status).toBe(502);
    expect(await response.json()).toEqual({ error: { code: 'upstream_bad_response', message: UPSTREAM_FAULT_MESSAGE } });
    expect(response.headers.getSetCookie().some((line) => /^session=[^;]/.test(line))).toBe(false);
    expect(issued).toMatch(/^Bearer ./);
    await vi.waitFor(() => expect(logoutsWith()).toEqual([issued]));
    expect(store.sessions.size).toBe(0);
  });

  it('answers 502, not a refused password, when the login answer has no token', async () => {
    shop.upstream.use(
      rawHttp.post('*/api/v1/auth/login', () => HttpResponse.json({ success: true, data: { token_type: 'Bearer', expires_at: '2030-01-01T00:00:00+00:00' } })),
    );
    const response = await login(DEMO_EMAILS.verified, DEMO_PASSWORD);
    expect(response.status).toBe(502);
    expect(await response.json()).toEqual({ error: { code: 'upstream_bad_response', message: UPSTREAM_FAULT_MESSAGE } });
    expect(response.headers.getSetCookie()).toEqual([]);
    // Nothing was issued, so nothing is asked of the upstream with a made-up token.
    expect(shop.upstream.requests).toEqual(['POST /api/v1/auth/login']);
  });

  describe('once refused logins of one account from rotating addresses reach its limit', () => {
    const fromAddress = (address: string, json: Record<string, unknown>) =>
      shop.browser.request('/api/session', { method: 'POST', json: { remember: false, ...json }, from: address });
    const solved = () => solvedCaptcha(shop.bff.app, '/api/session/challenge');
    /** A stranger spends the account's counter, each address well within its own limits. */
    async function spendAccountCounter() {
      for (let attempt = 1; attempt <= RATE_LIMITS.loginAccount.limit; attempt += 1) {
        expect((await fromAddress(`198.51.100.${attempt}`, { email: DEMO_EMAILS.verified, password: 'wrong-password' })).status).toBe(400);
      }
    }

    it('asks the owner, from any address and however the email is written, for a captcha instead of refusing; other accounts are untouched', async () => {
      await spendAccountCounter();
      const asked = await fromAddress('203.0.113.9', { email: ` ${DEMO_EMAILS.verified.toUpperCase()}`, password: DEMO_PASSWORD });
      expect(asked.status).toBe(403);
      expect(((await asked.json()) as ApiError).error).toEqual({ code: 'captcha_required', message: LOGIN_CAPTCHA_MESSAGE });
      expect(shop.upstream.requests.filter((line) => line.startsWith('POST /api/v1/auth/login'))).toHaveLength(RATE_LIMITS.loginAccount.limit);
      expect((await fromAddress('203.0.113.9', { email: DEMO_EMAILS.reseller, password: DEMO_PASSWORD })).status).toBe(200);

      const login = await fromAddress('203.0.113.9', { email: DEMO_EMAILS.verified, password: DEMO_PASSWORD, captcha: await solved() });
      expect(login.status).toBe(200);
      expect(((await login.json()) as SessionView & { anonymous: false }).name).toBe('Olivia Bennett');
    });

    it('refuses a replayed solution, and a wrong password with a fresh one is refused as usual', async () => {
      await spendAccountCounter();
      const captcha = await solved();
      expect((await fromAddress('203.0.113.9', { email: DEMO_EMAILS.verified, password: DEMO_PASSWORD, captcha })).status).toBe(200);
      const replayed = await fromAddress('203.0.113.10', { email: DEMO_EMAILS.verified, password: DEMO_PASSWORD, captcha });
      expect(replayed.status).toBe(400);
      expect(((await replayed.json()) as ApiError).error).toEqual({
        code: 'captcha_refused',
        message: CAPTCHA_INVALID_MESSAGE,
        fields: { captcha: [CAPTCHA_INVALID_MESSAGE] },
      });
      const wrong = await fromAddress('203.0.113.10', { email: DEMO_EMAILS.verified, password: 'wrong-password', captcha: await solved() });
      expect(((await wrong.json()) as ApiError).error.code).toBe('login_failed');
    });

    it('keeps the hard limits: a solved captcha does not lift the per-client limit', async () => {
      await spendAccountCounter();
      for (let attempt = 1; attempt <= RATE_LIMITS.login.limit; attempt += 1) {
        expect((await fromAddress('203.0.113.11', { email: `nobody${attempt}@example.com`, password: 'wrong-password' })).status).toBe(400);
      }
      const blocked = await fromAddress('203.0.113.11', { email: DEMO_EMAILS.verified, password: DEMO_PASSWORD, captcha: await solved() });
      expect(blocked.status).toBe(429);
    });
  });

  it('with TRUST_PROXY=1, a direct client rotating X-Forwarded-For is still one client', async () => {
    const proxied = createTestApp(shop.upstream.url, { TRUST_PROXY: '1' });
    try {
      const browser = createTestBrowser(proxied.app);
      const attempt = (n: number, peer: string) =>
        browser.request('/api/session', {
          method: 'POST',
          // A different account each time, so only the per-client limit applies.
          json: { email: `nobody${n}@example.com`, password: 'wrong-password', remember: false },
          headers: { 'x-forwarded-for': `192.0.2.${n}` },
          from: peer,
        });
      for (let n = 1; n <= RATE_LIMITS.login.limit; n += 1) expect((await attempt(n, '203.0.113.7')).status).toBe(400);
      expect((await attempt(11, '203.0.113.7')).status).toBe(429);
      // Behind a proxy on the private network, each forwarded client counts on its own.
      for (let n = 1; n <= RATE_LIMITS.login.limit + 1; n += 1) expect((await attempt(n, '10.0.0.2')).status).toBe(400);
    } finally {
      await proxied.close();
    }
  });

  it('refuses a login posted from another origin (CSRF)', async () => {
    const response = await shop.bff.app.request('/api/session', {
      method: 'POST',
      headers: { origin: 'https://evil.example', 'content-type': 'application/json', [CSRF_HEADER.name]: CSRF_HEADER.value },
      body: JSON.stringify({ email: DEMO_EMAILS.verified, password: DEMO_PASSWORD }),
    });
    expect(response.status).toBe(403);
    expect(response.headers.getSetCookie()).toEqual([]);
    expect(shop.upstream.requests).toEqual([]);
  });
});

describe('GET and DELETE /api/session', () => {
  it('round-trips: login, who am I, logout, anonymous', async () => {
    expect(await (await shop.browser.request('/api/session')).json()).toEqual({ anonymous: true });

    await shop.browser.login(DEMO_EMAILS.reseller, DEMO_PASSWORD);
    const me = (await (await shop.browser.request('/api/session')).json()) as SessionView;
    expect(me).toMatchObject({ anonymous: false, name: 'Sophie Turner', accountType: 'reseller', avatarUrl: null });

    const logout = await shop.browser.request('/api/session', { method: 'DELETE' });
    expect(logout.status).toBe(200);
    expect(await logout.json()).toEqual({ anonymous: true });
    // The upstream token is revoked (in the background), not just forgotten.
    await vi.waitFor(() => expect(store.sessions.size).toBe(0));
    expect(await (await shop.browser.request('/api/session')).json()).toEqual({ anonymous: true });
  });

  it('refuses a logged-out cookie, even when the upstream logout failed', async () => {
    shop.upstream.use(rawHttp.post('*/api/v1/auth/logout', () => HttpResponse.json({ success: false, message: 'Server Error' }, { status: 500 })));
    await shop.browser.login(DEMO_EMAILS.verified, DEMO_PASSWORD);
    const kept = [...shop.browser.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const withKeptCookie = (path: string) => shop.bff.app.request(path, { headers: { ...SAME_ORIGIN, cookie: kept } });
    expect(((await (await withKeptCookie('/api/session')).json()) as SessionView).anonymous).toBe(false);

    const logout = await shop.browser.request('/api/session', { method: 'DELETE' });
    expect(await logout.json()).toEqual({ anonymous: true });

    expect(await (await withKeptCookie('/api/session')).json()).toEqual({ anonymous: true });
    const profile = await withKeptCookie('/api/account/profile');
    expect(profile.status).toBe(401);
    expect(((await profile.json()) as ApiError).error.code).toBe('session_ended');
    // The upstream is asked again in the background, a bounded number of times.
    const logoutCalls = () => shop.upstream.requests.filter((line) => line.startsWith('POST /api/v1/auth/logout')).length;
    await vi.waitFor(() => expect(logoutCalls()).toBe(3), { timeout: 5_000 });
  });

  it('ends the session a new login replaces: a copy of the old cookie opens nothing, and its upstream token is revoked', async () => {
    await shop.browser.login(DEMO_EMAILS.verified, DEMO_PASSWORD);
    const oldCookie = [...shop.browser.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const [oldToken] = [...store.sessions.keys()];
    expect(oldToken).toBeDefined();

    await shop.browser.login(DEMO_EMAILS.reseller, DEMO_PASSWORD);
    expect(await (await shop.browser.request('/api/session')).json()).toMatchObject({ anonymous: false, name: 'Sophie Turner' });

    const withOldCookie = (path: string) => shop.bff.app.request(path, { headers: { ...SAME_ORIGIN, cookie: oldCookie } });
    expect(await (await withOldCookie('/api/session')).json()).toEqual({ anonymous: true });
    expect((await withOldCookie('/api/account/profile')).status).toBe(401);
    await vi.waitFor(() => expect(store.sessions.has(oldToken!)).toBe(false));
    expect(store.sessions.size).toBe(1);
  });

  it("forgets a logged-out session from the account's list", async () => {
    const view = (await (await shop.browser.login(DEMO_EMAILS.verified, DEMO_PASSWORD)).json()) as SessionView & { anonymous: false };
    await shop.browser.request('/api/session', { method: 'DELETE' });
    expect(await shop.bff.shared.accountSessions.takeAllBut(view.accountId, 'another-session')).toEqual(new Map());
  });

  it("ends the session an account's list lets go of past its most sessions: a password change could no longer end it", async () => {
    const view = (await (await shop.browser.login(DEMO_EMAILS.verified, DEMO_PASSWORD)).json()) as SessionView & { anonymous: false };
    // Other sessions, each ending after this browser's.
    const later = Date.now() + 31 * 24 * 60 * 60 * 1000;
    for (let n = 2; n <= ACCOUNT_SESSIONS_KEPT; n += 1) await shop.bff.shared.accountSessions.add(view.accountId, `session-${n}`, later);
    const another = createTestBrowser(shop.bff.app);
    expect((await another.login(DEMO_EMAILS.verified, DEMO_PASSWORD)).status).toBe(200);
    expect(await (await another.request('/api/session')).json()).toMatchObject({ anonymous: false });
    expect(await (await shop.browser.request('/api/session')).json()).toEqual({ anonymous: true });
  });

  it('treats a tampered cookie as anonymous and drops it', async () => {
    const response = await shop.bff.app.request('/api/session', { headers: { cookie: 'session=Fe26.2**forged' } });
    expect(await response.json()).toEqual({ anonymous: true });
    expect(response.headers.getSetCookie().some((line) => /^session=;/.test(line))).toBe(true);
  });

  it('ends the session when a form call is refused for its token, answering 401 so the shopper is asked to log in again', async () => {
    await shop.browser.login(DEMO_EMAILS.verified, DEMO_PASSWORD);
    store.sessions.clear();
    const changed = await shop.browser.request('/api/account/password', {
      method: 'POST',
      json: { current_password: DEMO_PASSWORD, password: 'Changed-77', password_confirmation: 'Changed-77' },
    });
    expect(changed.status).toBe(401);
    expect(await (await shop.browser.request('/api/session')).json()).toEqual({ anonymous: true });
  });

  it('forgets the session when the upstream no longer accepts its token', async () => {
    await shop.browser.login(DEMO_EMAILS.verified, DEMO_PASSWORD);
    store.sessions.clear();
    const profile = await shop.browser.request('/api/account/profile');
    expect(profile.status).toBe(401);
    expect(await (await shop.browser.request('/api/session')).json()).toEqual({ anonymous: true });
  });
});

import { describe, expect, it } from 'vitest';
import { http } from '@mocks/base';
import { DEMO_EMAILS, DEMO_PASSWORD } from '@mocks/data/users';
import { store } from '@mocks/store';
import { CSRF_HEADER } from '@bff/schemas/csrf';
import { createTestBrowser, parseSetCookie } from '@bff/session/test-browser';
import { createTestApp } from '@bff/upstream/test-upstream';
import type { ApiError, SessionView } from '@bff/view-models';
import { RATE_LIMITS } from '@bff/http/rate-limits';
import { LOGIN_FAILED_MESSAGE } from './session-routes';
import { useShopHarness } from '@bff/session/test-harness';
const shop = useShopHarness();

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
      name: 'Olivia Bennett',
      firstName: 'Olivia',
      avatarUrl: '/media/avatars/olivia-bennett.svg',
      accountType: 'individual',
      userType: '1',
      isGuest: false,
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
    const production = createTestApp(shop.upstream.url, { NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(40) });
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

  it('answers the eleventh refused login within a minute with 429 and Retry-After', async () => {
    for (let attempt = 1; attempt <= RATE_LIMITS.login.limit; attempt += 1) {
      expect((await login(DEMO_EMAILS.verified, 'wrong-password')).status).toBe(400);
    }
    const blocked = await login(DEMO_EMAILS.verified, DEMO_PASSWORD);
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(((await blocked.json()) as ApiError).error).toEqual({
      code: 'rate_limited',
      message: 'Too many attempts. Please wait a minute and try again.',
    });
  });

  it('does not count successful logins against the limit', async () => {
    for (let attempt = 1; attempt <= RATE_LIMITS.login.limit + 2; attempt += 1) {
      expect((await login(DEMO_EMAILS.verified, DEMO_PASSWORD)).status).toBe(200);
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
    // The upstream token is revoked, not just forgotten.
    expect(store.sessions.size).toBe(0);
    expect(await (await shop.browser.request('/api/session')).json()).toEqual({ anonymous: true });
  });

  it('treats a tampered cookie as anonymous and drops it', async () => {
    const response = await shop.bff.app.request('/api/session', { headers: { cookie: 'session=Fe26.2**forged' } });
    expect(await response.json()).toEqual({ anonymous: true });
    expect(response.headers.getSetCookie().some((line) => /^session=;/.test(line))).toBe(true);
  });

  it('forgets the session when the upstream no longer accepts its token', async () => {
    await shop.browser.login(DEMO_EMAILS.verified, DEMO_PASSWORD);
    store.sessions.clear();
    const profile = await shop.browser.request('/api/account/profile');
    expect(profile.status).toBe(401);
    expect(await (await shop.browser.request('/api/session')).json()).toEqual({ anonymous: true });
  });
});

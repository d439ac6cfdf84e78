import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEMO_EMAILS, DEMO_PASSWORD } from '@mocks/data/users';
import { CSRF_HEADER } from '../schemas/csrf';
import { createTestApp } from '../upstream/test-upstream';
import { accountDiscountOf, type ShopperSession } from './session';
import { useShopHarness } from './test-harness';
const shop = useShopHarness();
afterEach(() => vi.useRealTimers());

const DAY = 24 * 60 * 60 * 1000;

describe('session lifetime', () => {
  it('ends with the upstream token even if the browser keeps the cookie', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    await shop.browser.login(DEMO_EMAILS.verified, DEMO_PASSWORD);
    vi.setSystemTime(Date.now() + 29 * DAY);
    expect(await (await shop.browser.request('/api/session')).json()).toMatchObject({ anonymous: false });
    // The mock's tokens live 30 days: after that the sealed cookie no longer opens.
    vi.setSystemTime(Date.now() + 2 * DAY);
    expect(await (await shop.browser.request('/api/session')).json()).toEqual({ anonymous: true });
    expect(shop.browser.cookies.has('session')).toBe(false);
  });

  it('does not open with another secret (a rotated SESSION_SECRET logs everyone out)', async () => {
    await shop.browser.login(DEMO_EMAILS.verified, DEMO_PASSWORD);
    const rotated = createTestApp(shop.upstream.url, { SESSION_SECRET: 'r'.repeat(40) });
    try {
      const response = await rotated.app.request('/api/session', { headers: { cookie: `session=${shop.browser.cookies.get('session')}` } });
      expect(await response.json()).toEqual({ anonymous: true });
    } finally {
      await rotated.close();
    }
  });
});

describe('cross-site requests', () => {
  // Every state-changing account route, and every check posted for an emailed link's token or
  // address: a page on another site must not be able to trigger it.
  it.each([
    ['POST', '/api/session'],
    ['DELETE', '/api/session'],
    ['POST', '/api/registration'],
    ['POST', '/api/registration/student'],
    ['POST', '/api/verification/resend'],
    ['POST', '/api/verification'],
    ['POST', '/api/password/forgot'],
    ['POST', '/api/password/token'],
    ['POST', '/api/password/reset'],
    ['POST', '/api/password/set'],
    ['PATCH', '/api/account/profile'],
    ['POST', '/api/account/avatar'],
    ['POST', '/api/account/password'],
    ['PUT', '/api/account/newsletter'],
    ['POST', '/api/order-tracking'],
    ['POST', '/api/unsubscribe'],
    ['POST', '/api/unsubscribe/check'],
    ['POST', '/api/unsubscribe/request'],
    ['POST', '/api/subscribers/check'],
  ])('%s %s from another origin is refused', async (method, path) => {
    await shop.browser.login(DEMO_EMAILS.verified, DEMO_PASSWORD);
    shop.upstream.reset();
    const response = await shop.bff.app.request(path, {
      method,
      headers: {
        origin: 'https://evil.example',
        cookie: `session=${shop.browser.cookies.get('session')}`,
        'content-type': 'application/json',
        [CSRF_HEADER.name]: CSRF_HEADER.value,
      },
      body: '{}',
    });
    expect(response.status).toBe(403);
    expect(shop.upstream.requests).toEqual([]);
  });

  it('refuses a same-origin call without the storefront header (a plain HTML form post)', async () => {
    const response = await shop.bff.app.request('/api/session', {
      method: 'POST',
      headers: { origin: 'http://localhost', 'content-type': 'application/x-www-form-urlencoded' },
      body: `email=${encodeURIComponent(DEMO_EMAILS.verified)}&password=${DEMO_PASSWORD}`,
    });
    expect(response.status).toBe(403);
  });
});

describe("the account's discount", () => {
  const user = { first_name: 'A', last_name: 'B', profile_image: null, uuid: 'u', user_type: '1', isGuest: false } as const;
  const session = (changes: Partial<ShopperSession['user']>): ShopperSession => ({
    id: 'id',
    token: 'token',
    expiresAt: Date.now() + 60_000,
    remember: false,
    user: { ...user, account_type_id: 1, ...changes },
  });

  it("is the upstream's percentage, named for the kind of account", () => {
    expect(accountDiscountOf(session({ account_type_id: 3, discount_percent: 15 }))).toEqual({
      percent: 15,
      label: 'Reseller discount (15%)',
      priceName: 'your reseller price',
    });
    expect(accountDiscountOf(session({ account_type_id: 2, discount_percent: 7 }))?.label).toBe('Business discount (7%)');
  });

  it("is a business account's 5% when the upstream gives none, and nothing for others, guests or none at all", () => {
    expect(accountDiscountOf(session({ account_type_id: 2 }))).toMatchObject({ percent: 5, label: 'Business discount (5%)' });
    expect(accountDiscountOf(session({ account_type_id: 3 }))).toBeNull();
    expect(accountDiscountOf(session({ account_type_id: 1, discount_percent: 0 }))).toBeNull();
    expect(accountDiscountOf(session({ account_type_id: 3, discount_percent: 15, isGuest: true }))).toBeNull();
    expect(accountDiscountOf(null)).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { ACCOUNT_HOME, ORDER_POLICY_CHECKOUT, PHONE_ORDER_CHECKOUT, loginRedirect, safeRedirectPath } from './login-redirect';

describe('safeRedirectPath', () => {
  it.each(['/account/orders', '/account/orders?page=2', '/account/settings#password'])('keeps the same-site path %s', (path) => {
    expect(safeRedirectPath(path)).toBe(path);
  });

  it.each([
    ['protocol-relative', '//evil.example/account'],
    ['backslash trick', '/\\evil.example'],
    ['absolute URL', 'https://evil.example/account'],
    ['scheme', 'javascript:alert(1)'],
    ['relative', 'account/profile'],
    ['empty', ''],
    ['not a string', 42],
    ['login loop', '/login?redirect=/account'],
    ['registration loop', '/registration/student-account'],
  ])('refuses a %s target', (_case, value) => {
    expect(safeRedirectPath(value)).toBeNull();
  });

  it('normalises tabs and dot segments the way the browser would, and still stays on the site', () => {
    expect(safeRedirectPath('/\t/evil.example')).toBeNull();
    expect(safeRedirectPath('/.//evil.example')).toBeNull();
    expect(safeRedirectPath('/x/..//evil.example')).toBeNull();
    expect(safeRedirectPath('/.\\/evil.example')).toBeNull();
    expect(safeRedirectPath('/account/../account/orders')).toBe('/account/orders');
  });
});

describe('loginRedirect', () => {
  it('sends a login from the login or registration pages to the profile', () => {
    for (const pathname of ['/login', '/registration', '/registration/bussiness-account', '/registration-success/abc']) {
      expect(loginRedirect({ pathname, userType: '1' })).toBe(ACCOUNT_HOME);
    }
  });

  it('honours a safe redirect parameter from the login page and ignores an unsafe one', () => {
    expect(loginRedirect({ pathname: '/login', redirect: '/account/orders', userType: '1' })).toBe('/account/orders');
    expect(loginRedirect({ pathname: '/login', redirect: 'https://evil.example', userType: '1' })).toBe(ACCOUNT_HOME);
  });

  it.each(['0', '3'] as const)('sends phone-call customers (user_type %s) from checkout to phonecall-order-receive', (userType) => {
    expect(loginRedirect({ pathname: '/order-process/checkout', userType })).toBe(PHONE_ORDER_CHECKOUT);
  });

  it.each(['1', '2'] as const)('sends web customers (user_type %s) from checkout to order-policy', (userType) => {
    expect(loginRedirect({ pathname: '/order-process/checkout', userType })).toBe(ORDER_POLICY_CHECKOUT);
    expect(loginRedirect({ pathname: '/order-process/checkout/order-policy', userType })).toBe(ORDER_POLICY_CHECKOUT);
  });

  it('stays anywhere else, even with a redirect parameter', () => {
    expect(loginRedirect({ pathname: '/business-cards', userType: '1' })).toBeNull();
    expect(loginRedirect({ pathname: '/order-process/shopping-cart', redirect: '/account/orders', userType: '0' })).toBeNull();
    expect(loginRedirect({ pathname: '/order-process/checkouts', userType: '1' })).toBeNull();
  });
});

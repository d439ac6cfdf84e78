import { redirect } from '@tanstack/react-router';
import type { SessionView } from './api/session';

export const ACCOUNT_HOME = '/account/profile';
export const PHONE_ORDER_CHECKOUT = '/order-process/checkout/phonecall-order-receive';
export const ORDER_POLICY_CHECKOUT = '/order-process/checkout/order-policy';

/** The search parameter an anonymous visit to a login-only page leaves on /login, e.g. `?redirect=/account/orders`. */
export const REDIRECT_PARAM = 'redirect';

/** To /login, coming back to `href` once logged in: a login-only page's guard throws it. */
export function toLogin(href: string) {
  return redirect({ to: '/login', search: { [REDIRECT_PARAM]: href }, replace: true });
}

// A stand-in origin to resolve against: only whether the result stays on it matters.
const PROBE_ORIGIN = 'https://shop.invalid';

/**
 * The redirect target if it is a path of this site, else null. It arrives in the URL, so anyone can
 * craft one: '//evil.example', '/\\evil.example' and 'https:…' all leave the site and are refused
 * (an open redirect would turn our login page into a phishing helper).
 */
export function safeRedirectPath(value: unknown): string | null {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  let url: URL;
  try {
    url = new URL(value, PROBE_ORIGIN);
  } catch {
    return null;
  }
  // Dot segments can collapse into a leading '//' ('/.//evil.example'), which is another site again.
  if (url.origin !== PROBE_ORIGIN || url.pathname.startsWith('//')) return null;
  const path = `${url.pathname}${url.search}${url.hash}`;
  // Back to a login page would only loop.
  return isLoginOrRegistrationPage(url.pathname) ? null : path;
}

function isLoginOrRegistrationPage(pathname: string): boolean {
  return (
    pathname === '/login' ||
    pathname === '/registration' ||
    pathname.startsWith('/registration/') ||
    pathname.startsWith('/registration-success/')
  );
}

interface LoginRedirectInput {
  /** Where the shopper logged in (the current path). */
  pathname: string;
  /** The `redirect` search parameter, when there is one. */
  redirect?: unknown;
  userType: Extract<SessionView, { anonymous: false }>['userType'];
}

/**
 * Where a successful login goes, or null to stay on the current page:
 * from login or registration pages to the requested account page or the profile; from checkout to
 * phonecall-order-receive for phone-call customers (user_type '0' or '3'), else to order-policy.
 */
export function loginRedirect({ pathname, redirect, userType }: LoginRedirectInput): string | null {
  if (isLoginOrRegistrationPage(pathname)) return safeRedirectPath(redirect) ?? ACCOUNT_HOME;
  if (pathname === '/order-process/checkout' || pathname.startsWith('/order-process/checkout/')) {
    return userType === '0' || userType === '3' ? PHONE_ORDER_CHECKOUT : ORDER_POLICY_CHECKOUT;
  }
  return null;
}

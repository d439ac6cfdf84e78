// Pages that make no sense without the session.
const ACCOUNT = 'account';
const ARTWORK = 'artwork';
const PAYMENT = 'payment';

/**
 * Where the page goes after logging out: account pages, a checkout step
 * (three or four path segments: /order-process/checkout/…), the artwork upload and payment pages
 * need the session, so they go to the login page to sign in again. Every other page just reloads
 * (null): a shopper logging out on a product page stays on it.
 */
export function logoutDestination(pathname: string): '/login' | null {
  const segments = pathname.split('/').filter(Boolean);
  const [first, second] = segments;
  const checkoutStep = first === 'order-process' && second === 'checkout' && (segments.length === 3 || segments.length === 4);
  return first === ACCOUNT || first === ARTWORK || first === PAYMENT || checkoutStep ? '/login' : null;
}

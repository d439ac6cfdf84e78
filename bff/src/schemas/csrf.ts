/**
 * Every state-changing call to `/api/*` (POST, PUT, PATCH, DELETE) must carry this header. A page on
 * another site cannot add a custom header to a request without a CORS preflight, which the BFF never
 * grants, so its presence proves the call came from the shop's own scripts. The web's bff client sends
 * it on every request.
 */
export const CSRF_HEADER = { name: 'X-Requested-With', value: 'storefront' } as const;

/** The methods that change nothing: neither the CSRF header nor the account a page shows is asked of them. */
export const SAFE_METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD', 'OPTIONS']);

// The small kinds the BFF's answers are made of, shared by name with the SPA. The answers themselves
// reach the SPA through the typed client (AppType), never as hand-written types.

/** Money is always integer pence. */
export type Pence = number;

/**
 * HTML written in the shop's CMS (category intros, product descriptions, footer pages): trusted upstream
 * content, sanitised again by the BFF (an allowlist of tags and attributes; no scripts, event handlers or
 * javascript: links), so the SPA may render it with dangerouslySetInnerHTML.
 */
export type TrustedHtml = string;

export type AccountType = 'individual' | 'business' | 'reseller' | 'student';

/** The one error shape every BFF failure uses. */
export interface ApiError {
  error: {
    code: string;
    message: string;
    fields?: Record<string, string[]>;
    /** The account whose verification mail can be resent (code 'unverified' or 'expired'). */
    uuid?: string;
  };
}

/**
 * The codes of the BFF's 5xx answers whose message the BFF wrote for shoppers: the shop's service is
 * away, slow or answered something unusable, or the shop's shared store is busy ("Please try again in
 * a moment."). The SPA shows those words. Any other 5xx (a fault of the BFF's own, a proxy's error
 * page) carries nothing a shopper can act on, and the page says its own fallback.
 */
export const SHOPPER_FACING_FAULT_CODES: ReadonlySet<string> = new Set([
  'upstream_unavailable',
  'upstream_unreachable',
  'upstream_timeout',
  'upstream_bad_response',
  'upstream_fault',
  'upstream_rejected',
  'shared_state_unavailable',
]);

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

import * as v from 'valibot';
import { VERIFICATION_INVALID_MESSAGE } from '@bff/shared/messages';
import { EmailSchema, NonEmptyTextSchema } from './fields';

// What an emailed link carries (its token, or the subscriber's address) reaches the BFF in a JSON
// body, never in a request path: proxies, CDNs, access logs and saved HAR files all keep paths.

/** The upstream's own limit for a mailed link's token. */
const TOKEN_MAX_LENGTH = 200;

export const RESET_LINK_INVALID_MESSAGE = 'This password reset link is invalid. Please ask for a new one.';
/**
 * A refused set-password link. The upstream words its token refusals for reset links ("your password
 * reset link is invalid"), which would confuse a customer who never asked for a reset.
 */
export const SET_LINK_REFUSED_MESSAGE = 'This link to set your password is invalid or has expired. Please contact us for a new one.';
export const UNSUBSCRIBE_LINK_INVALID_MESSAGE = 'Your unsubscribe link is invalid.';

/**
 * The characters a mailed token is made of (letters, digits and the marks URLs leave as they are), never
 * a dot segment: the token goes into the upstream's path, where '..' would name another address and a
 * broken character cannot be written at all.
 */
const TOKEN_CHARACTERS = /^(?!\.\.?$)[\w.~+=-]+$/;

/** `{ token }`: present, of a token's characters and within the upstream's length, or refused with the link's own words. */
function LinkTokenSchema(invalidMessage: string) {
  return v.object({
    token: v.pipe(NonEmptyTextSchema(invalidMessage), v.maxLength(TOKEN_MAX_LENGTH, invalidMessage), v.regex(TOKEN_CHARACTERS, invalidMessage)),
  });
}

/** The account-verify link's token. */
export const VerificationLinkSchema = LinkTokenSchema(VERIFICATION_INVALID_MESSAGE);
/** The change_password link's token (the forgot-password mail). */
export const ResetLinkSchema = LinkTokenSchema(RESET_LINK_INVALID_MESSAGE);
/** The set_password link's token (a customer the shop created). */
export const SetPasswordLinkSchema = LinkTokenSchema(SET_LINK_REFUSED_MESSAGE);
/** The unsubscribe link's token. */
export const UnsubscribeLinkSchema = LinkTokenSchema(UNSUBSCRIBE_LINK_INVALID_MESSAGE);

/** The request-unsubscribe link's address, asked about: is it on the newsletter list? */
export const SubscriberLookupSchema = v.object({ email: EmailSchema() });

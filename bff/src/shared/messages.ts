// Texts the shopper sees from either side (a BFF answer or the web app's own fallback), written once.

/** A failure with no better words: no answer, or a fault of the shop's own. */
export const SOMETHING_WENT_WRONG = 'Something went wrong!';

/** A refused login, and what a login that never got an answer says. */
export const LOGIN_FAILED_MESSAGE = 'Email address and password do not match!';

/** A login of an account that many refused logins from anywhere have reached: it asks for the captcha. */
export const LOGIN_CAPTCHA_MESSAGE = 'For your security, please tick the box to show you are not a robot, then log in again.';

export const EMPTY_CART_MESSAGE = 'Shopping cart empty!';

/** Sign-up refused to a shopper who is already logged in (the BFF's answer and the web's redirect). */
export const REGISTRATION_REFUSED_MESSAGE = 'Register new account! Please logout first.';

/** A verification link that is expired or invalid, whether the upstream or the BFF refuses it. */
export const VERIFICATION_INVALID_MESSAGE = 'Your account verification token is expired or invalid.';

import { ORDER_POLICY_CHECKOUT, PHONE_ORDER_CHECKOUT } from '../auth/login-redirect';

/** Where checkout starts: log in, register or continue as a guest. */
export const CHECKOUT_ENTRY = '/order-process/checkout';
export const ARTWORK_STEP = '/artwork/upload-artwork';
export const PAYMENT_STEP = '/payment';
export { ORDER_POLICY_CHECKOUT as DETAILS_STEP, PHONE_ORDER_CHECKOUT as PHONE_ORDER_STEP };

export type CheckoutStepId = 'details' | 'artwork' | 'payment';

/** The three steps the indicator shows, in order, with the page each one is. */
export const CHECKOUT_STEPS: readonly { id: CheckoutStepId; label: string; href: string }[] = [
  { id: 'details', label: 'Details', href: ORDER_POLICY_CHECKOUT },
  { id: 'artwork', label: 'Artwork', href: ARTWORK_STEP },
  { id: 'payment', label: 'Payment', href: PAYMENT_STEP },
];

/** Phone-call customers (user_type '0' and '3') order through a call back, never the online steps. */
export function isPhoneCallUserType(userType: string): boolean {
  return userType === '0' || userType === '3';
}

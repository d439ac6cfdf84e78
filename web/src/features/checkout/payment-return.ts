import type { PaymentOutcome } from './api/checkout-queries';

/** How many times a pending payment is asked about again before the page offers a retry. */
export const MAX_PENDING_POLLS = 5;
export const PENDING_POLL_MS = 2_000;

declare module '@tanstack/history' {
  interface HistoryState {
    /**
     * Why the provider declined the last card payment, as the upstream told the return page: carried to
     * the payment step in history state, never in the address, which anyone could write into a link.
     */
    declined?: string;
  }
}

export const DECLINED_FALLBACK = 'Your payment was declined. Nothing has been taken: please try again or use another card.';
export const STILL_PENDING_MESSAGE =
  'Your bank has not confirmed the payment yet. Nothing is lost: check again in a moment, or call us if it does not clear.';

export type PaymentReturnStep =
  | { kind: 'paid'; invoiceNo: number }
  | { kind: 'declined'; message: string }
  | { kind: 'checking' }
  | { kind: 'still-pending' };

/** What the return page does with the payment's outcome after `polls` answers of 'pending'. */
export function paymentReturnStep(outcome: PaymentOutcome | undefined, polls: number): PaymentReturnStep {
  if (!outcome) return { kind: 'checking' };
  if (outcome.status === 'paid') return { kind: 'paid', invoiceNo: outcome.invoiceNo };
  if (outcome.status === 'declined') return { kind: 'declined', message: outcome.message?.trim() || DECLINED_FALLBACK };
  return polls >= MAX_PENDING_POLLS ? { kind: 'still-pending' } : { kind: 'checking' };
}

import { CHECKOUT_MESSAGES } from '@bff/schemas/checkout';
import { UNAVAILABLE_LINES_MESSAGE } from '@web/features/cart/cart-quote';
import type { CheckoutQuote } from './api/checkout-queries';

/** The banner's words when every line that stops the order can be put right on the details step. */
export const CHANGE_SERVICE_MESSAGE = 'Please choose another delivery speed for the items marked above, or click and collect.';

type QuoteLine = CheckoutQuote['lines'][number];

/** Whether the line's delivery service cannot take it (a same-day service outside the same-day area). */
const isServiceProblem = (line: QuoteLine) => !line.available && line.message === CHECKOUT_MESSAGES.sameDayArea;

/** Why the line's delivery service cannot take it, for its delivery-speed choice; null when the service is not the line's problem. */
export function lineServiceProblem(quote: CheckoutQuote | undefined, code: string): string | null {
  const line = quote?.lines.find((candidate) => candidate.code === code);
  return line && isServiceProblem(line) ? line.message : null;
}

export interface UnavailableLines {
  message: string;
  /** Every such line is put right on this page (its delivery speed, or click and collect), not in the cart. */
  fixedHere: boolean;
}

/** What stops the details step when some line cannot be ordered as it is; null when none does. */
export function unavailableLines(quote: CheckoutQuote): UnavailableLines | null {
  const lines = quote.lines.filter((line) => !line.available);
  if (lines.length === 0) return null;
  const fixedHere = lines.every(isServiceProblem);
  return { message: fixedHere ? CHANGE_SERVICE_MESSAGE : UNAVAILABLE_LINES_MESSAGE, fixedHere };
}

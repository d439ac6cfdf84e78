import { CHECKOUT_MESSAGES } from '@bff/schemas/checkout';
import { UNAVAILABLE_LINES_MESSAGE } from '@web/features/cart/cart-quote';
import type { CheckoutQuote } from './api/checkout-queries';

/** The banner's words when every line that stops the order can be put right on the details step. */
export const CHANGE_SERVICE_MESSAGE = 'Please choose another delivery speed for the items marked above, or click and collect.';
/** The same, when a same-day cut-off has passed: collecting is not same-day either, only another speed helps. */
export const CHANGE_SPEED_MESSAGE = 'Please choose another delivery speed for the items marked above.';

type QuoteLine = CheckoutQuote['lines'][number];

const SERVICE_PROBLEMS: readonly (string | null)[] = [CHECKOUT_MESSAGES.sameDayArea, CHECKOUT_MESSAGES.sameDayPast];

/** Whether the line's delivery service cannot take it (same-day outside the same-day area, or after its cut-off). */
const isServiceProblem = (line: QuoteLine) => !line.available && SERVICE_PROBLEMS.includes(line.message);

/** Why the line's delivery service cannot take it, for its delivery-speed choice; null when the service is not the line's problem. */
export function lineServiceProblem(quote: CheckoutQuote | undefined, code: string): string | null {
  const line = quote?.lines.find((candidate) => candidate.code === code);
  return line && isServiceProblem(line) ? line.message : null;
}

export interface UnavailableLines {
  message: string;
  /**
   * Every such line is put right on this page by its delivery speed (or, outside the same-day area, by
   * click and collect; past a same-day cut-off, by another speed only), not in the cart.
   */
  fixedHere: boolean;
}

/** What the page offers to put a line's delivery right: the lines whose speed choice it shows, and click and collect. */
export interface SpeedChoices {
  lines: ReadonlySet<string>;
  collection: boolean;
}

/** Whether the page puts the line right: another speed at its choice, or collecting what cannot go out same-day to its area. */
const fixedBy = (choices: SpeedChoices) => (line: QuoteLine) =>
  isServiceProblem(line) && (choices.lines.has(line.code) || (choices.collection && line.message === CHECKOUT_MESSAGES.sameDayArea));

/** What stops the order (at the details step, and at payment) when some line cannot be ordered as it is; null when none does. */
export function unavailableLines(quote: CheckoutQuote, choices: SpeedChoices): UnavailableLines | null {
  const lines = quote.lines.filter((line) => !line.available);
  if (lines.length === 0) return null;
  const fixedHere = lines.every(fixedBy(choices));
  if (!fixedHere) return { message: UNAVAILABLE_LINES_MESSAGE, fixedHere };
  const pastCutOff = lines.some((line) => line.message === CHECKOUT_MESSAGES.sameDayPast);
  return { message: pastCutOff ? CHANGE_SPEED_MESSAGE : CHANGE_SERVICE_MESSAGE, fixedHere };
}

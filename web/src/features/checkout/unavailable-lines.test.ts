import { describe, expect, it } from 'vitest';
import { CHECKOUT_MESSAGES } from '@bff/schemas/checkout';
import { UNAVAILABLE_LINES_MESSAGE } from '@web/features/cart/cart-quote';
import { createQuote, createQuoteLine } from './test/checkout-fixtures';
import { CHANGE_SERVICE_MESSAGE, CHANGE_SPEED_MESSAGE, lineServiceProblem, unavailableLines } from './unavailable-lines';

const outOfArea = createQuoteLine({ code: 'cards', available: false, message: CHECKOUT_MESSAGES.sameDayArea });
const pastCutOff = createQuoteLine({ code: 'flyers', available: false, message: CHECKOUT_MESSAGES.sameDayPast });
const tooFew = createQuoteLine({ code: 'flyers', available: false, message: 'The quantity must be 50 plus a multiple of 50.' });
/** The details step: both lines' speed choices shown, and click and collect. */
const details = { lines: new Set(['cards', 'flyers']), collection: true };

describe('unavailable lines at the details step', () => {
  it('marks a same-day line outside the area at its delivery speed, and nothing else there', () => {
    const quote = createQuote({ lines: [outOfArea, tooFew, createQuoteLine({ code: 'mugs' })], allAvailable: false });
    expect(lineServiceProblem(quote, 'cards')).toBe(CHECKOUT_MESSAGES.sameDayArea);
    expect(lineServiceProblem(quote, 'flyers')).toBeNull();
    expect(lineServiceProblem(quote, 'mugs')).toBeNull();
    expect(lineServiceProblem(undefined, 'cards')).toBeNull();
  });

  it('points at this page when the delivery speed (or click and collect) puts every line right', () => {
    expect(unavailableLines(createQuote({ lines: [outOfArea], allAvailable: false }), details)).toEqual({ message: CHANGE_SERVICE_MESSAGE, fixedHere: true });
  });

  it('marks a same-day line after its cut-off at its delivery speed, where only another speed puts it right', () => {
    const quote = createQuote({ lines: [outOfArea, pastCutOff], allAvailable: false });
    expect(lineServiceProblem(quote, 'flyers')).toBe(CHECKOUT_MESSAGES.sameDayPast);
    expect(unavailableLines(quote, details)).toEqual({ message: CHANGE_SPEED_MESSAGE, fixedHere: true });
  });

  it('puts a line right on the page only when a choice for it shows there (collecting does not help past the cut-off)', () => {
    const noChoices = { lines: new Set<string>(), collection: true };
    expect(unavailableLines(createQuote({ lines: [outOfArea], allAvailable: false }), noChoices)).toEqual({ message: CHANGE_SERVICE_MESSAGE, fixedHere: true });
    expect(unavailableLines(createQuote({ lines: [pastCutOff], allAvailable: false }), noChoices)).toEqual({ message: UNAVAILABLE_LINES_MESSAGE, fixedHere: false });
    // The payment page offers no click and collect.
    const payment = { lines: new Set(['flyers']), collection: false };
    expect(unavailableLines(createQuote({ lines: [pastCutOff], allAvailable: false }), payment)).toEqual({ message: CHANGE_SPEED_MESSAGE, fixedHere: true });
    expect(unavailableLines(createQuote({ lines: [outOfArea], allAvailable: false }), payment)).toEqual({ message: UNAVAILABLE_LINES_MESSAGE, fixedHere: false });
  });

  it('sends the shopper to the cart when a line needs changing there', () => {
    expect(unavailableLines(createQuote({ lines: [outOfArea, tooFew], allAvailable: false }), details)).toEqual({ message: UNAVAILABLE_LINES_MESSAGE, fixedHere: false });
  });

  it('stops nothing when every line can be ordered', () => {
    expect(unavailableLines(createQuote(), details)).toBeNull();
  });
});

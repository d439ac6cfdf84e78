import * as v from 'valibot';

// A paged list's page in its address (?page=), one rule for the web, which reads it from the URL, and
// the BFF, which is asked for it: a value the BFF would refuse never reaches it from a page.

/** No list has this many pages; the bound keeps a typed or made-up number from being read at all. */
export const MAX_PAGE = 999_999;

export const PAGE_NUMBER_MESSAGE = 'Page must be a number';

/** A list's page as a number: a whole number from 1 to MAX_PAGE. */
export const PageNumberSchema = v.pipe(
  v.number(PAGE_NUMBER_MESSAGE),
  v.integer(PAGE_NUMBER_MESSAGE),
  v.minValue(1, PAGE_NUMBER_MESSAGE),
  v.maxValue(MAX_PAGE, PAGE_NUMBER_MESSAGE),
);

import { SHOP_TIME_ZONE } from '@bff/shared/shop';

// Dates are written with the browser's own Intl on London's calendar: no date library in the
// bundle every page loads just to print a day or a year.
const LONG_DAY = new Intl.DateTimeFormat('en-GB', { weekday: 'long', day: 'numeric', month: 'long', timeZone: SHOP_TIME_ZONE });
const YEAR = new Intl.DateTimeFormat('en-GB', { year: 'numeric', timeZone: SHOP_TIME_ZONE });

/** 'Wednesday 5 March' for delivery promises. */
export function formatLongDay(date: Date | string | number): string {
  return LONG_DAY.format(new Date(date));
}

/** The year on London's calendar (the footer's copyright, a page's last update). */
export function londonYear(now: Date | number = Date.now()): number {
  return Number(YEAR.format(now));
}

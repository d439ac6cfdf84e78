import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';

/** The shop's clock: cut-offs, order dates and the copyright year follow London, not the browser. */
export const SHOP_TIME_ZONE = 'Europe/London';

/** The same instant, seen on a London wall clock (its getHours() etc. read London time). */
export function inLondon(date: Date | string | number = Date.now()): TZDate {
  return new TZDate(new Date(date).getTime(), SHOP_TIME_ZONE);
}

/** '05.03.2025' (spec section 9: dd.MM.yyyy). */
export function formatShopDate(date: Date | string | number): string {
  return format(inLondon(date), 'dd.MM.yyyy');
}

/**
 * '05.03.2025, 2:07:09 pm'. The spec's pattern is 'dd.MM.yyyy, h:mm:ss'; a 12-hour clock without
 * am/pm is ambiguous, so the period is added.
 */
export function formatShopDateTime(date: Date | string | number): string {
  return format(inLondon(date), 'dd.MM.yyyy, h:mm:ss aaa');
}

/** 'Wednesday 5 March' for delivery promises. */
export function formatLongDay(date: Date | string | number): string {
  return format(inLondon(date), 'EEEE d MMMM');
}

export function londonYear(now: Date | number = Date.now()): number {
  return inLondon(now).getFullYear();
}

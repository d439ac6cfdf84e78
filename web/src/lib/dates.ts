import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import { SHOP_TIME_ZONE } from '@bff/shared/shop';

/** The same instant, seen on a London wall clock (its getHours() etc. read London time). */
export function inLondon(date: Date | string | number = Date.now()): TZDate {
  return new TZDate(new Date(date).getTime(), SHOP_TIME_ZONE);
}

/** 'Wednesday 5 March' for delivery promises. */
export function formatLongDay(date: Date | string | number): string {
  return format(inLondon(date), 'EEEE d MMMM');
}

export function londonYear(now: Date | number = Date.now()): number {
  return inLondon(now).getFullYear();
}

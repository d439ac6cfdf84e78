import { TZDate } from '@date-fns/tz';
import { SAME_DAY_CUT_OFF, SHOP_TIME_ZONE } from './shop';

/**
 * The first cut-off (London wall-clock 'HH:mm') after `now`: today's until it passes, then
 * tomorrow's. Built on London's wall clock, so across a clock change the wait is 23 or 25 hours
 * rather than the cut-off moving an hour. A malformed time reads as the shop's own cut-off.
 */
export function nextCutOff(cutOff: string = SAME_DAY_CUT_OFF, now: Date = new Date()): Date {
  const [hours = 16, minutes = 0] = (/^\d{2}:\d{2}$/.test(cutOff) ? cutOff : SAME_DAY_CUT_OFF).split(':').map(Number);
  const london = new TZDate(now.getTime(), SHOP_TIME_ZONE);
  const at = (dayOffset: number) =>
    new TZDate(london.getFullYear(), london.getMonth(), london.getDate() + dayOffset, hours, minutes, SHOP_TIME_ZONE);
  const today = at(0);
  // A plain Date, so toISOString() gives the usual UTC 'Z' form.
  return new Date((today.getTime() > now.getTime() ? today : at(1)).getTime());
}

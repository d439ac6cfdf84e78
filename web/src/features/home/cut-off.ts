import { TZDate } from '@date-fns/tz';
import { addDays } from 'date-fns';
import { SHOP_TIME_ZONE, inLondon } from '@web/lib/dates';

/** Orders approved before 16:00 London time are printed the same day. */
export const CUT_OFF_HOUR = 16;

export interface TimeUntilCutOff {
  hours: number;
  minutes: number;
  seconds: number;
  /** The cut-off being counted down to. */
  cutOff: Date;
  /** Whether that cut-off falls on today's London date (false once 16:00 has passed). */
  isToday: boolean;
}

/**
 * Time left before the next 16:00 London cut-off: today's, or tomorrow's from 16:00:00 on.
 * The target is built on London's wall clock, so a clock change in between makes the wait 23 or
 * 25 hours rather than shifting the cut-off to 15:00 or 17:00. Seconds round up, so the display
 * never reads 00:00:00 while ordering is still open.
 */
export function timeUntilCutOff(now: Date): TimeUntilCutOff {
  const london = inLondon(now);
  const today = new TZDate(london.getFullYear(), london.getMonth(), london.getDate(), CUT_OFF_HOUR, 0, 0, SHOP_TIME_ZONE);
  const isToday = now.getTime() < today.getTime();
  const cutOff = isToday ? today : addDays(today, 1);

  const totalSeconds = Math.ceil((cutOff.getTime() - now.getTime()) / 1000);
  return {
    hours: Math.floor(totalSeconds / 3600),
    minutes: Math.floor((totalSeconds % 3600) / 60),
    seconds: totalSeconds % 60,
    cutOff: new Date(cutOff.getTime()),
    isToday,
  };
}

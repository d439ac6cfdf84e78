import { londonDayKey, nextCutOff } from '@bff/shared/cut-off';

export interface TimeUntilCutOff {
  hours: number;
  minutes: number;
  seconds: number;
  /** The cut-off being counted down to. */
  cutOff: Date;
  /** Whether that cut-off falls on today's London date (false once it has passed). */
  isToday: boolean;
}

/**
 * Time left before the shop's next same-day cut-off: today's, or tomorrow's once it has passed.
 * Seconds round up, so the display never reads 00:00:00 while ordering is still open.
 */
export function timeUntilCutOff(now: Date): TimeUntilCutOff {
  const cutOff = nextCutOff(undefined, now);
  const totalSeconds = Math.ceil((cutOff.getTime() - now.getTime()) / 1000);
  return {
    hours: Math.floor(totalSeconds / 3600),
    minutes: Math.floor((totalSeconds % 3600) / 60),
    seconds: totalSeconds % 60,
    cutOff,
    isToday: londonDayKey(cutOff) === londonDayKey(now),
  };
}

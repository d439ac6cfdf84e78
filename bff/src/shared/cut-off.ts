import { SAME_DAY_CUT_OFF, SHOP_TIME_ZONE } from './shop';

// London's wall clock through Intl, which every browser and Node carry: the home page's countdown
// runs this in every first visit's bundle, where a time-zone library would cost more than the page.
const LONDON_CLOCK = new Intl.DateTimeFormat('en-GB', {
  timeZone: SHOP_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
});

// en-CA writes dates as 2025-03-05: a key that sorts and compares as text.
const DAY_KEY = new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone: SHOP_TIME_ZONE });

/** '2025-03-05': the London calendar day of an instant, to tell whether two instants share it. */
export function londonDayKey(instant: Date | number): string {
  return DAY_KEY.format(instant);
}

/** London's wall-clock reading at an instant, as the UTC instant with the same reading. */
function londonReading(instant: number): number {
  const part = Object.fromEntries(LONDON_CLOCK.formatToParts(instant).map(({ type, value }) => [type, Number(value)]));
  return Date.UTC(part.year!, part.month! - 1, part.day!, part.hour!, part.minute!, part.second!);
}

/**
 * The instant London's clock reads this wall time. The offset at the first guess can be an hour off
 * near a clock change, so it is read again at the corrected instant.
 */
function londonWallTime(year: number, monthIndex: number, day: number, hours: number, minutes: number): number {
  const wall = Date.UTC(year, monthIndex, day, hours, minutes);
  const guess = wall - (londonReading(wall) - wall);
  return wall - (londonReading(guess) - guess);
}

/**
 * The first cut-off (London wall-clock 'HH:mm') after `now`: today's until it passes, then
 * tomorrow's. Built on London's wall clock, so across a clock change the wait is 23 or 25 hours
 * rather than the cut-off moving an hour. A malformed time reads as the shop's own cut-off.
 */
export function nextCutOff(cutOff: string = SAME_DAY_CUT_OFF, now: Date = new Date()): Date {
  const [hours = 16, minutes = 0] = (/^\d{2}:\d{2}$/.test(cutOff) ? cutOff : SAME_DAY_CUT_OFF).split(':').map(Number);
  const today = new Date(londonReading(now.getTime()));
  const at = (dayOffset: number) =>
    londonWallTime(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() + dayOffset, hours, minutes);
  const todays = at(0);
  return new Date(todays > now.getTime() ? todays : at(1));
}

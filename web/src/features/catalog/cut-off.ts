import { londonDayKey } from '@bff/shared/cut-off';

/** '2 h 14 m', '45 m': minutes round up, so the message never reads '0 m' while ordering is open. */
export function formatTimeLeft(milliseconds: number): string {
  const totalMinutes = Math.max(Math.ceil(milliseconds / 60_000), 1);
  const hours = Math.floor(totalMinutes / 60);
  const minutes = totalMinutes % 60;
  return hours > 0 ? `${hours} h ${minutes} m` : `${minutes} m`;
}

interface CutOffInput {
  /** The next cut-off (ISO instant) from the delivery estimate. */
  cutOffAt: string;
  /** 'HH:mm' London time, for the wording once today's has passed. */
  cutOff: string;
  /** The estimate's date text, e.g. 'Thursday 12th June'. */
  deliveryText: string;
  /** Whether the product can be printed on the day it is ordered. */
  sameDayPrinting: boolean;
  now: number;
}

/**
 * The countdown line under the delivery estimate. Before today's cut-off it counts down to it (the
 * shop's promise: order by 16:00, printed today); after it, it says plainly when the work starts.
 */
export function cutOffMessage({ cutOffAt, cutOff, deliveryText, sameDayPrinting, now }: CutOffInput): string {
  const at = Date.parse(cutOffAt);
  if (at <= now || londonDayKey(at) !== londonDayKey(now)) {
    return `Today's ${cutOff} cut-off has passed: order now for printing tomorrow and delivery on ${deliveryText}.`;
  }
  const left = formatTimeLeft(at - now);
  return sameDayPrinting
    ? `Order in the next ${left} for same-day printing`
    : `Order in the next ${left} for delivery on ${deliveryText}`;
}

// Delivery date estimates in London time. The workshop prints 7 days a week, so same-day work is
// today before the 16:00 cut-off and tomorrow after it; couriers do not deliver on Sundays.
import { TZDate } from '@date-fns/tz';
import { addDays, format } from 'date-fns';
import type { DeliveryService } from './catalogue-model';

export const LONDON = 'Europe/London';
export const CUT_OFF_HOUR = 16;
export const CUT_OFF = '16:00';

export interface DeliveryEstimate {
  /** ISO date, London calendar day. */
  isoDate: string;
  day: string;
  date: string;
  suffix: 'st' | 'nd' | 'rd' | 'th';
  month: string;
}

export function ordinalSuffix(dayOfMonth: number): DeliveryEstimate['suffix'] {
  if (dayOfMonth % 100 >= 11 && dayOfMonth % 100 <= 13) return 'th';
  return ({ 1: 'st', 2: 'nd', 3: 'rd' } as const)[dayOfMonth % 10 as 1 | 2 | 3] ?? 'th';
}

const isSunday = (date: TZDate) => date.getDay() === 0;

/** The day production starts: today before the cut-off, tomorrow from 16:00 London time. */
export function productionDay(now: Date): TZDate {
  const london = new TZDate(now.getTime(), LONDON);
  return london.getHours() >= CUT_OFF_HOUR ? addDays(london, 1) : london;
}

/** When an order placed at `now` arrives with the given service (the latest day it promises). */
export function estimateDelivery(service: DeliveryService, now: Date = new Date()): DeliveryEstimate {
  let day = productionDay(now);
  if (service.kind !== 'same-day') {
    // Count courier days after production, skipping Sundays.
    let remaining = service.maxDays;
    while (remaining > 0) {
      day = addDays(day, 1);
      if (!isSunday(day)) remaining -= 1;
    }
  }
  return {
    isoDate: format(day, 'yyyy-MM-dd'),
    day: format(day, 'EEEE'),
    date: String(day.getDate()),
    suffix: ordinalSuffix(day.getDate()),
    month: format(day, 'MMMM'),
  };
}

// Delivery date estimates in London time. The workshop prints 7 days a week, bank holidays included,
// so same-day work is today before the 16:00 cut-off and tomorrow after it; couriers deliver Next Day
// Monday to Saturday and Standard on working days, Monday to Friday, both except the bank holidays of
// England and Wales.
import { TZDate } from '@date-fns/tz';
import { addDays, format } from 'date-fns';
import type { DeliveryKind, DeliveryService } from './catalogue-model';

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

/** A calendar day as its ISO date, counted in UTC so that no clock change moves it. */
const calendarDay = (year: number, month: number, day: number) => new Date(Date.UTC(year, month - 1, day));
const plusDays = (date: Date, days: number) => calendarDay(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate() + days);
const isoDay = (date: Date) => date.toISOString().slice(0, 10);
const isWeekend = (date: Date) => date.getUTCDay() === 0 || date.getUTCDay() === 6;

/** Easter Sunday of a Gregorian year (the anonymous Gregorian algorithm). */
export function easterSunday(year: number): Date {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const h = (19 * a + b - Math.floor(b / 4) - Math.floor((b - Math.floor((b + 8) / 25) + 1) / 3) + 15) % 30;
  const l = (32 + 2 * (b % 4) + 2 * Math.floor(c / 4) - h - (c % 4)) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const monthAndDay = h + l - 7 * m + 114;
  return calendarDay(year, Math.floor(monthAndDay / 31), (monthAndDay % 31) + 1);
}

const firstMonday = (year: number, month: number) => {
  const first = calendarDay(year, month, 1);
  return plusDays(first, (8 - first.getUTCDay()) % 7);
};
const lastMonday = (year: number, month: number) => {
  const last = calendarDay(year, month + 1, 0);
  return plusDays(last, -((last.getUTCDay() + 6) % 7));
};

/** New Year's Day, Christmas Day and Boxing Day, as [month, day]. */
const FIXED_HOLIDAYS = [
  [1, 1],
  [12, 25],
  [12, 26],
] as const;

const holidaysByYear = new Map<number, ReadonlySet<string>>();

/**
 * The bank holidays of England and Wales in a year, as ISO dates, by their standing rules: New Year's
 * Day, Christmas Day and Boxing Day move to the next weekday not already a holiday when they fall at a
 * weekend. One-off changes by proclamation (a jubilee, a coronation) are not known to it.
 */
export function bankHolidays(year: number): ReadonlySet<string> {
  const known = holidaysByYear.get(year);
  if (known) return known;
  const easter = easterSunday(year);
  const holidays = new Set([plusDays(easter, -2), plusDays(easter, 1), firstMonday(year, 5), lastMonday(year, 5), lastMonday(year, 8)].map(isoDay));
  for (const [month, date] of FIXED_HOLIDAYS) {
    let day = calendarDay(year, month, date);
    while (isWeekend(day) || holidays.has(isoDay(day))) day = plusDays(day, 1);
    holidays.add(isoDay(day));
  }
  holidaysByYear.set(year, holidays);
  return holidays;
}

/**
 * A day the courier delivers a service on (a London calendar day): a Saturday for Next Day only, never
 * a Sunday or a bank holiday, nor New Year's Day, Christmas Day or Boxing Day on a Saturday, whose
 * bank holiday moves to the Monday.
 */
export function isCourierDay(london: TZDate, kind: DeliveryKind): boolean {
  const [year, month, date] = [london.getFullYear(), london.getMonth() + 1, london.getDate()];
  const day = calendarDay(year, month, date);
  if (day.getUTCDay() === 0 || (day.getUTCDay() === 6 && kind !== 'next-day')) return false;
  return !bankHolidays(year).has(isoDay(day)) && !FIXED_HOLIDAYS.some(([m, d]) => m === month && d === date);
}

/** The day production starts: today before the cut-off, tomorrow from 16:00 London time. */
export function productionDay(now: Date): TZDate {
  const london = new TZDate(now.getTime(), LONDON);
  return london.getHours() >= CUT_OFF_HOUR ? addDays(london, 1) : london;
}

/** When an order placed at `now` arrives with the given service (the latest day it promises). */
export function estimateDelivery(service: DeliveryService, now: Date = new Date()): DeliveryEstimate {
  let day = productionDay(now);
  if (service.kind !== 'same-day') {
    // Count the service's courier days after production.
    let remaining = service.maxDays;
    while (remaining > 0) {
      day = addDays(day, 1);
      if (isCourierDay(day, service.kind)) remaining -= 1;
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

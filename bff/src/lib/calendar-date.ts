import { tz } from '@date-fns/tz';
import { format, parseISO } from 'date-fns';

// A bare date is a day on the calendar, not an instant: read and written on one fixed calendar
// (UTC's), so neither the server's zone nor London's offset can move it to a neighbouring day.
const CALENDAR = tz('UTC');

/** '2027-01-11' in a date-fns pattern: 'dd.MM.yyyy' -> '11.01.2027'. */
export function calendarDateText(isoDate: string, pattern: string): string {
  return format(parseISO(isoDate, { in: CALENDAR }), pattern, { in: CALENDAR });
}

import { describe, expect, it } from 'vitest';
import { createDeliveryService } from './catalogue-model';
import { bankHolidays, easterSunday, estimateDelivery, ordinalSuffix } from './catalogue-delivery';

const sameDay = createDeliveryService({ kind: 'same-day', minDays: 0, maxDays: 0 });
const nextDay = createDeliveryService({ kind: 'next-day', minDays: 1, maxDays: 1 });
const standard = createDeliveryService({ kind: 'standard', minDays: 3, maxDays: 5 });

describe('delivery estimates in London time', () => {
  it('same day is today before 16:00 and tomorrow from 16:00 (GMT, winter)', () => {
    expect(estimateDelivery(sameDay, new Date('2026-01-14T15:59:00Z')).isoDate).toBe('2026-01-14');
    expect(estimateDelivery(sameDay, new Date('2026-01-14T16:00:00Z')).isoDate).toBe('2026-01-15');
  });

  it('uses the London clock in summer time (16:00 BST is 15:00 UTC)', () => {
    expect(estimateDelivery(sameDay, new Date('2026-07-14T14:59:00Z')).isoDate).toBe('2026-07-14');
    expect(estimateDelivery(sameDay, new Date('2026-07-14T15:00:00Z')).isoDate).toBe('2026-07-15');
  });

  it('moves the cut-off with the clocks on the day they change (29 March 2026)', () => {
    // Saturday 28th 15:30 GMT is before the cut-off; on Sunday 29th (BST from 01:00) 15:30 UTC is 16:30.
    expect(estimateDelivery(sameDay, new Date('2026-03-28T15:30:00Z')).isoDate).toBe('2026-03-28');
    expect(estimateDelivery(sameDay, new Date('2026-03-29T14:30:00Z')).isoDate).toBe('2026-03-29');
    expect(estimateDelivery(sameDay, new Date('2026-03-29T15:30:00Z')).isoDate).toBe('2026-03-30');
  });

  it('prints same-day work on Sundays too (open 7 days)', () => {
    // Saturday 17:00: production moves to Sunday, which same-day service does not skip.
    expect(estimateDelivery(sameDay, new Date('2026-11-21T17:00:00Z'))).toMatchObject({ isoDate: '2026-11-22', day: 'Sunday' });
  });

  it('delivers Next Day Monday to Saturday, as its description says', () => {
    // Friday before the cut-off, or Thursday after it: printed on Friday, delivered on Saturday.
    expect(estimateDelivery(nextDay, new Date('2026-11-20T10:00:00Z'))).toMatchObject({ isoDate: '2026-11-21', day: 'Saturday' });
    expect(estimateDelivery(nextDay, new Date('2026-11-19T17:00:00Z'))).toMatchObject({ isoDate: '2026-11-21', day: 'Saturday' });
    // Saturday morning + 1 courier day = Monday, not Sunday.
    expect(estimateDelivery(nextDay, new Date('2026-11-21T09:00:00Z'))).toMatchObject({ isoDate: '2026-11-23', day: 'Monday' });
    // Friday after the cut-off: printed on Saturday, delivered on Monday.
    expect(estimateDelivery(nextDay, new Date('2026-11-20T16:30:00Z'))).toMatchObject({ isoDate: '2026-11-23', day: 'Monday' });
    // Boxing Day on a Saturday is no delivery day, though its bank holiday is the Monday.
    expect(estimateDelivery(nextDay, new Date('2026-12-24T10:00:00Z'))).toMatchObject({ isoDate: '2026-12-29', day: 'Tuesday' });
  });

  it('counts Standard in working days, Monday to Friday', () => {
    // Wednesday 10:00 + 5 working days: Thu, Fri, Mon, Tue, Wed.
    expect(estimateDelivery(standard, new Date('2026-11-18T10:00:00Z')).isoDate).toBe('2026-11-25');
    // Monday 30 November + 5 working days: Monday 7 December, not Saturday 5th.
    expect(estimateDelivery(standard, new Date('2026-11-30T10:00:00Z'))).toMatchObject({ isoDate: '2026-12-07', day: 'Monday' });
  });

  it('skips the bank holidays of England and Wales for courier services, never for same-day work', () => {
    // Christmas Eve: Christmas Day, the weekend and Boxing Day's substitute (Monday 28th) go by.
    expect(estimateDelivery(standard, new Date('2026-12-24T10:00:00Z')).isoDate).toBe('2027-01-05');
    // Maundy Thursday: Next Day passes Good Friday; Standard the weekend and Easter Monday too.
    expect(estimateDelivery(nextDay, new Date('2026-04-02T09:00:00Z')).isoDate).toBe('2026-04-04');
    expect(estimateDelivery(standard, new Date('2026-04-02T09:00:00Z')).isoDate).toBe('2026-04-13');
    // Open 7 days including bank holidays.
    expect(estimateDelivery(sameDay, new Date('2026-12-25T09:00:00Z')).isoDate).toBe('2026-12-25');
  });

  it('knows the bank holidays of England and Wales by their rules, substitute days included', () => {
    expect([...bankHolidays(2025)].sort()).toEqual(['2025-01-01', '2025-04-18', '2025-04-21', '2025-05-05', '2025-05-26', '2025-08-25', '2025-12-25', '2025-12-26']);
    expect([...bankHolidays(2026)].sort()).toEqual(['2026-01-01', '2026-04-03', '2026-04-06', '2026-05-04', '2026-05-25', '2026-08-31', '2026-12-25', '2026-12-28']);
    expect([...bankHolidays(2027)].sort()).toEqual(['2027-01-01', '2027-03-26', '2027-03-29', '2027-05-03', '2027-05-31', '2027-08-30', '2027-12-27', '2027-12-28']);
    // 2022: New Year's Day on a Saturday moved to Monday 3rd; Christmas on a Sunday left Boxing Day on the Monday.
    expect([...bankHolidays(2022)].filter((day) => day.endsWith('-01-03') || day.startsWith('2022-12'))).toEqual(['2022-01-03', '2022-12-26', '2022-12-27']);
    expect([2024, 2025, 2038, 2285].map((year) => easterSunday(year).toISOString().slice(0, 10))).toEqual(['2024-03-31', '2025-04-20', '2038-04-25', '2285-03-22']);
  });

  it('words the date like the home page does', () => {
    expect(estimateDelivery(sameDay, new Date('2026-06-12T09:00:00Z'))).toEqual({ isoDate: '2026-06-12', day: 'Friday', date: '12', suffix: 'th', month: 'June' });
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 31].map(ordinalSuffix)).toEqual(['st', 'nd', 'rd', 'th', 'th', 'th', 'th', 'st', 'nd', 'rd', 'st']);
  });
});

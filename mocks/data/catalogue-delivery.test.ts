import { describe, expect, it } from 'vitest';
import { createDeliveryService } from './catalogue-model';
import { estimateDelivery, ordinalSuffix } from './catalogue-delivery';

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

  it('skips Sundays for courier services', () => {
    // Saturday morning + 1 courier day = Monday, not Sunday.
    expect(estimateDelivery(nextDay, new Date('2026-11-21T09:00:00Z'))).toMatchObject({ isoDate: '2026-11-23', day: 'Monday' });
    // Wednesday 10:00 + 5 days without Sunday: Thu, Fri, Sat, Mon, Tue.
    expect(estimateDelivery(standard, new Date('2026-11-18T10:00:00Z')).isoDate).toBe('2026-11-24');
  });

  it('words the date like the home page does', () => {
    expect(estimateDelivery(sameDay, new Date('2026-06-12T09:00:00Z'))).toEqual({ isoDate: '2026-06-12', day: 'Friday', date: '12', suffix: 'th', month: 'June' });
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 31].map(ordinalSuffix)).toEqual(['st', 'nd', 'rd', 'th', 'th', 'th', 'th', 'st', 'nd', 'rd', 'st']);
  });
});

import { describe, expect, it } from 'vitest';
import { londonDayKey, nextCutOff } from './cut-off';

describe('londonDayKey', () => {
  it("keys London's calendar day: 23:30 UTC in summer is already the next day", () => {
    expect(londonDayKey(new Date('2025-06-05T23:30:00Z'))).toBe('2025-06-06');
    expect(londonDayKey(new Date('2025-01-05T23:30:00Z'))).toBe('2025-01-05');
  });
});

describe('nextCutOff', () => {
  it("is today's 16:00 London time until it passes, then tomorrow's", () => {
    // Summer (BST, UTC+1): 16:00 London is 15:00 UTC.
    expect(nextCutOff('16:00', new Date('2025-06-12T14:59:59Z')).toISOString()).toBe('2025-06-12T15:00:00.000Z');
    expect(nextCutOff('16:00', new Date('2025-06-12T15:00:00Z')).toISOString()).toBe('2025-06-13T15:00:00.000Z');
    // Winter (GMT): 16:00 London is 16:00 UTC.
    expect(nextCutOff('16:00', new Date('2025-01-10T15:30:00Z')).toISOString()).toBe('2025-01-10T16:00:00.000Z');
  });

  it('follows the clocks across a change to summer time and across a month end', () => {
    // Saturday 29 March 2025 after the cut-off: the next one is Sunday in BST.
    expect(nextCutOff('16:00', new Date('2025-03-29T17:00:00Z')).toISOString()).toBe('2025-03-30T15:00:00.000Z');
    expect(nextCutOff('16:00', new Date('2025-01-31T20:00:00Z')).toISOString()).toBe('2025-02-01T16:00:00.000Z');
    // Saturday 25 October 2025 after the cut-off: the next one is Sunday, back in GMT.
    expect(nextCutOff('16:00', new Date('2025-10-25T16:00:00Z')).toISOString()).toBe('2025-10-26T16:00:00.000Z');
  });

  it("counts London's day, not UTC's: half past midnight in summer is already tomorrow", () => {
    expect(nextCutOff('16:00', new Date('2025-06-12T23:30:00Z')).toISOString()).toBe('2025-06-13T15:00:00.000Z');
  });

  it('reads a cut-off inside the hour skipped in spring as the same time on the clock after it', () => {
    expect(nextCutOff('01:30', new Date('2025-03-30T00:00:00Z')).toISOString()).toBe('2025-03-30T01:30:00.000Z');
  });

  it("uses a service's own cut-off, and the shop's 16:00 when the value is not a time", () => {
    expect(nextCutOff('12:30', new Date('2025-01-10T09:00:00Z')).toISOString()).toBe('2025-01-10T12:30:00.000Z');
    expect(nextCutOff('noon', new Date('2025-01-10T09:00:00Z')).toISOString()).toBe('2025-01-10T16:00:00.000Z');
  });
});

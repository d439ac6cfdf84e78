import { describe, expect, it } from 'vitest';
import { formatLongDay, inLondon, londonDayKey, londonYear } from './dates';

describe('dates in Europe/London', () => {
  it('reads a UTC instant on the London wall clock in winter (GMT, UTC+0)', () => {
    const london = inLondon('2025-01-15T23:30:05Z');
    expect([london.getDate(), london.getHours(), london.getMinutes()]).toEqual([15, 23, 30]);
  });

  it('reads a UTC instant on the London wall clock in summer (BST, UTC+1), crossing midnight', () => {
    const london = inLondon('2025-06-30T23:30:00Z');
    expect([london.getMonth() + 1, london.getDate(), london.getHours()]).toEqual([7, 1, 0]);
  });

  it('follows the spring clock change: 01:00 UTC on 30 March 2025 is 02:00 BST', () => {
    expect(inLondon('2025-03-30T00:59:00Z').getHours()).toBe(0);
    expect(inLondon('2025-03-30T01:00:00Z').getHours()).toBe(2);
  });

  it('turns the year at London midnight, whatever time zone the browser is in', () => {
    expect(londonYear(new Date('2025-12-31T23:59:59Z'))).toBe(2025);
    expect(londonYear(new Date('2026-01-01T00:00:00Z'))).toBe(2026);
  });

  it('writes the London day, not the browser\'s: 23:30 UTC in summer is already the next day', () => {
    expect(formatLongDay('2025-03-05T23:30:00Z')).toBe('Wednesday 5 March');
    expect(formatLongDay('2025-06-05T23:30:00Z')).toBe('Friday 6 June');
    expect(londonDayKey(new Date('2025-06-05T23:30:00Z'))).toBe('2025-06-06');
    expect(londonDayKey(new Date('2025-01-05T23:30:00Z'))).toBe('2025-01-05');
  });
});

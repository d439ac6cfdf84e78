import { describe, expect, it } from 'vitest';
import { formatLongDay, londonYear } from './dates';

describe('dates in Europe/London', () => {
  it('turns the year at London midnight, whatever time zone the browser is in', () => {
    expect(londonYear(new Date('2025-12-31T23:59:59Z'))).toBe(2025);
    expect(londonYear(new Date('2026-01-01T00:00:00Z'))).toBe(2026);
  });

  it('writes the London day, not the browser\'s: 23:30 UTC in summer is already the next day', () => {
    expect(formatLongDay('2025-03-05T23:30:00Z')).toBe('Wednesday 5 March');
    expect(formatLongDay('2025-06-05T23:30:00Z')).toBe('Friday 6 June');
  });
});

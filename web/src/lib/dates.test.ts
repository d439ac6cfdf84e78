import { describe, expect, it } from 'vitest';
import { formatShopDate, formatShopDateTime, inLondon, londonYear } from './dates';

describe('dates in Europe/London', () => {
  it('reads a UTC instant on the London wall clock in winter (GMT, UTC+0)', () => {
    expect(formatShopDateTime('2025-01-15T23:30:05Z')).toBe('15.01.2025, 11:30:05 pm');
  });

  it('reads a UTC instant on the London wall clock in summer (BST, UTC+1), crossing midnight', () => {
    expect(formatShopDate('2025-06-30T23:30:00Z')).toBe('01.07.2025');
    expect(formatShopDateTime('2025-06-30T23:30:00Z')).toBe('01.07.2025, 12:30:00 am');
  });

  it('follows the spring clock change: 01:00 UTC on 30 March 2025 is 02:00 BST', () => {
    expect(inLondon('2025-03-30T00:59:00Z').getHours()).toBe(0);
    expect(inLondon('2025-03-30T01:00:00Z').getHours()).toBe(2);
  });

  it('zero-pads day and month as dd.MM.yyyy', () => {
    expect(formatShopDate(new Date('2025-03-05T12:00:00Z'))).toBe('05.03.2025');
  });

  it('turns the year at London midnight, whatever time zone the browser is in', () => {
    expect(londonYear(new Date('2025-12-31T23:59:59Z'))).toBe(2025);
    expect(londonYear(new Date('2026-01-01T00:00:00Z'))).toBe(2026);
  });
});

import { describe, expect, it } from 'vitest';
import { formatPence, formatPerItem } from './money';

describe('formatPence', () => {
  it('formats whole pence as en-GB pounds', () => {
    expect(formatPence(1250)).toBe('£12.50');
    expect(formatPence(5)).toBe('£0.05');
    expect(formatPence(0)).toBe('£0.00');
  });

  it('groups thousands with commas', () => {
    expect(formatPence(123_456_78)).toBe('£123,456.78');
  });

  it('puts a true minus sign before the pound sign for refunds and discounts, and never signs a zero', () => {
    expect(formatPence(-99)).toBe('\u2212£0.99');
    expect(formatPence(-0)).toBe('£0.00');
  });

  it('refuses fractions of a penny, which would mean a unit mix-up upstream', () => {
    expect(() => formatPence(12.5)).toThrow(RangeError);
  });
});

describe('formatPerItem', () => {
  it('keeps fractions of a penny under £1, up to four decimals', () => {
    expect(formatPerItem(16_187, 10_000)).toBe('£0.0162');
    expect(formatPerItem(4_807, 1_000)).toBe('£0.0481');
    expect(formatPerItem(1_623, 50)).toBe('£0.3246');
    expect(formatPerItem(7_500, 100)).toBe('£0.75');
  });

  it('rounds to the penny from £1 up, with thousands grouped', () => {
    expect(formatPerItem(15_500, 10)).toBe('£15.50');
    expect(formatPerItem(1_000, 3)).toBe('£3.33');
    expect(formatPerItem(250_000_00, 2)).toBe('£125,000.00');
  });

  it('refuses fractions of a penny in and quantities that are not a count', () => {
    expect(() => formatPerItem(12.5, 10)).toThrow(RangeError);
    expect(() => formatPerItem(1_000, 0)).toThrow(RangeError);
  });
});

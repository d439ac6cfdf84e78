import { describe, expect, it } from 'vitest';
import { formatPence } from './money';

describe('formatPence', () => {
  it('formats whole pence as en-GB pounds', () => {
    expect(formatPence(1250)).toBe('£12.50');
    expect(formatPence(5)).toBe('£0.05');
    expect(formatPence(0)).toBe('£0.00');
  });

  it('groups thousands with commas', () => {
    expect(formatPence(123_456_78)).toBe('£123,456.78');
  });

  it('puts the minus sign before the pound sign for refunds and discounts', () => {
    expect(formatPence(-99)).toBe('-£0.99');
  });

  it('refuses fractions of a penny, which would mean a unit mix-up upstream', () => {
    expect(() => formatPence(12.5)).toThrow(RangeError);
  });
});

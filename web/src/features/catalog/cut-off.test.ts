import { describe, expect, it } from 'vitest';
import { cutOffMessage, formatTimeLeft } from './cut-off';

describe('formatTimeLeft', () => {
  it('shows hours and minutes, rounding minutes up', () => {
    expect(formatTimeLeft((2 * 60 + 13) * 60_000 + 1)).toBe('2 h 14 m');
    expect(formatTimeLeft(45 * 60_000)).toBe('45 m');
    expect(formatTimeLeft(5_000)).toBe('1 m');
  });
});

describe('cutOffMessage', () => {
  // 16:00 London on 9 June 2025 is 15:00 UTC (BST).
  const estimate = { cutOffAt: '2025-06-09T15:00:00.000Z', cutOff: '16:00', deliveryText: 'Thursday 12th June' };

  it('counts down to today’s 16:00 London cut-off for same-day printing', () => {
    const now = Date.parse('2025-06-09T12:46:00.000Z'); // 13:46 BST
    expect(cutOffMessage({ ...estimate, sameDayPrinting: true, now })).toBe('Order in the next 2 h 14 m for same-day printing');
  });

  it('names the delivery day for products that are not printed the same day', () => {
    const now = Date.parse('2025-06-09T14:30:00.000Z');
    expect(cutOffMessage({ ...estimate, sameDayPrinting: false, now })).toBe('Order in the next 30 m for delivery on Thursday 12th June');
  });

  it('says the cut-off has passed once the next one is tomorrow', () => {
    const now = Date.parse('2025-06-09T15:20:00.000Z'); // 16:20 BST
    const tomorrow = { ...estimate, cutOffAt: '2025-06-10T15:00:00.000Z', deliveryText: 'Friday 13th June' };
    expect(cutOffMessage({ ...tomorrow, sameDayPrinting: true, now })).toBe(
      "Today's 16:00 cut-off has passed: order now for printing tomorrow and delivery on Friday 13th June.",
    );
  });

  it('compares London calendar days, not UTC ones', () => {
    // 00:30 BST on 10 June is still 9 June in UTC; the 16:00 cut-off of 10 June is today in London.
    const now = Date.parse('2025-06-09T23:30:00.000Z');
    const next = { ...estimate, cutOffAt: '2025-06-10T15:00:00.000Z' };
    expect(cutOffMessage({ ...next, sameDayPrinting: true, now })).toBe('Order in the next 15 h 30 m for same-day printing');
  });
});

import { describe, expect, it } from 'vitest';
import { lineQuantityProblem } from './cart';

describe('lineQuantityProblem', () => {
  it('writes the quantities of its messages with thousands separators, as the quantity fields show them', () => {
    expect(lineQuantityProblem(30_000, { min: 25, max: 20_000, step: 1 })).toBe('Please enter a quantity between 25 and 20,000.');
    expect(lineQuantityProblem(1_500, { min: 1_000, max: 50_000, step: 1_000 })).toBe(
      'Please enter a quantity in steps of 1,000 (1,000, 2,000, 3,000…).',
    );
    expect(lineQuantityProblem(2_000_000, null)).toBe('The quantity can be at most 1,000,000.');
  });

  it('accepts a quantity on a step within the range', () => {
    expect(lineQuantityProblem(3_000, { min: 1_000, max: 50_000, step: 1_000 })).toBeNull();
  });
});

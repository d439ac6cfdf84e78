import { describe, expect, it } from 'vitest';
import { deliveryDateText } from './delivery';

describe('deliveryDateText', () => {
  it('words a calendar day the British way, whatever the server time zone', () => {
    expect(deliveryDateText('2025-06-12')).toBe('Thursday 12th June');
    expect(deliveryDateText('2025-03-01')).toBe('Saturday 1st March');
    expect(deliveryDateText('2025-11-23')).toBe('Sunday 23rd November');
  });
});

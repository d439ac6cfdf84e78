import { describe, expect, it } from 'vitest';
import { OrderTrackingSchema, TRACKING_FAILED_MESSAGE } from './tracking';
import { emailOfLength, errorsOf, outputOf, repeat } from './schema-test-utils';

const valid = { email: 'jo@example.com', order_id: '00001234' };

describe('OrderTrackingSchema', () => {
  it('accepts an email and an order number, trimmed', () => {
    expect(outputOf(OrderTrackingSchema, { ...valid, order_id: ' 00001234 ' })).toEqual(valid);
  });

  it('gives the email messages', () => {
    expect(errorsOf(OrderTrackingSchema, { ...valid, email: '' }).email).toEqual(['Email is required']);
    expect(errorsOf(OrderTrackingSchema, { ...valid, email: 'jo@x' }).email).toEqual(['Email is invalid']);
    expect(errorsOf(OrderTrackingSchema, { ...valid, email: emailOfLength(61) }).email).toEqual([
      'Maximum 60 characters!',
    ]);
  });

  it('wants 6 to 30 characters of order number', () => {
    expect(errorsOf(OrderTrackingSchema, { ...valid, order_id: '' }).order_id).toEqual(['Order number is required']);
    expect(errorsOf(OrderTrackingSchema, { ...valid, order_id: '12345' }).order_id).toEqual(['Minimum 6 characters']);
    expect(errorsOf(OrderTrackingSchema, { ...valid, order_id: '123456' })).toEqual({});
    expect(errorsOf(OrderTrackingSchema, { ...valid, order_id: repeat(30, '1') })).toEqual({});
    expect(errorsOf(OrderTrackingSchema, { ...valid, order_id: repeat(31, '1') }).order_id).toEqual([
      'Maximum 30 characters!',
    ]);
  });

  it("drops the invoice's '#' and counts the spec's 6 characters on the number as typed, never padding it", () => {
    expect(outputOf(OrderTrackingSchema, { ...valid, order_id: '#00001234' }).order_id).toBe('00001234');
    expect(outputOf(OrderTrackingSchema, { ...valid, order_id: ' # 00001234 ' }).order_id).toBe('00001234');
    expect(errorsOf(OrderTrackingSchema, { ...valid, order_id: '123' }).order_id).toEqual(['Minimum 6 characters']);
    expect(errorsOf(OrderTrackingSchema, { ...valid, order_id: '#12345' }).order_id).toEqual(['Minimum 6 characters']);
    expect(errorsOf(OrderTrackingSchema, { ...valid, order_id: '#' }).order_id).toEqual(['Order number is required']);
  });

  it('has the toast text', () => {
    expect(TRACKING_FAILED_MESSAGE).toBe('Please enter a valid email and order no.');
  });
});

import { describe, expect, it } from 'vitest';
import { OTHER_FEEDBACK, UnsubscribeSchema } from './unsubscribe';
import { errorsOf, outputOf, repeat } from './schema-test-utils';

describe('UnsubscribeSchema', () => {
  it('requires a reason', () => {
    expect(errorsOf(UnsubscribeSchema, {}).feedback).toEqual(['Please select a reason']);
    expect(errorsOf(UnsubscribeSchema, { feedback: '' }).feedback).toEqual(['Please select a reason']);
  });

  it('needs no message for a listed reason', () => {
    expect(outputOf(UnsubscribeSchema, { feedback: '3' })).toEqual({ feedback: '3', message: '' });
  });

  it("requires the message, on the message field, only for 'Other'", () => {
    expect(OTHER_FEEDBACK).toBe('other');
    expect(errorsOf(UnsubscribeSchema, { feedback: 'other' })).toEqual({ message: ['Message is required'] });
    expect(errorsOf(UnsubscribeSchema, { feedback: 'other', message: '   ' })).toEqual({
      message: ['Message is required'],
    });
    expect(outputOf(UnsubscribeSchema, { feedback: 'other', message: 'Too many mails' }).message).toBe(
      'Too many mails',
    );
  });

  it('bounds the message', () => {
    expect(errorsOf(UnsubscribeSchema, { feedback: 'other', message: repeat(1001) }).message).toEqual([
      'Maximum 1000 characters!',
    ]);
  });
});

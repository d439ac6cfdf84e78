import { describe, expect, it } from 'vitest';
import { NewsletterSchema } from './newsletter';
import { emailOfLength, errorsOf, outputOf } from './schema-test-utils';

describe('NewsletterSchema', () => {
  it('asks for an email with its own wording', () => {
    expect(errorsOf(NewsletterSchema, {}).email).toEqual(['Email filled is required']);
    expect(errorsOf(NewsletterSchema, { email: ' ' }).email).toEqual(['Email filled is required']);
  });

  it('gives one message for anything that is not an address, too long included', () => {
    expect(errorsOf(NewsletterSchema, { email: 'nope' }).email).toEqual(['Please enter a valid email address']);
    expect(errorsOf(NewsletterSchema, { email: emailOfLength(61) }).email).toEqual([
      'Please enter a valid email address',
    ]);
  });

  it('accepts 60 characters', () => {
    expect(outputOf(NewsletterSchema, { email: emailOfLength(60) }).email).toHaveLength(60);
  });
});

import { describe, expect, it } from 'vitest';
import { ContactSchema } from './contact';
import { emailOfLength, errorsOf, outputOf, repeat } from './schema-test-utils';

const valid = { name: 'Jo Bloggs', email: 'jo@example.com', message: 'Hello', captcha: 'payload' };

describe('ContactSchema', () => {
  it('accepts a complete message', () => {
    expect(outputOf(ContactSchema, valid)).toEqual(valid);
  });

  it('gives every field its messages', () => {
    expect(errorsOf(ContactSchema, {})).toEqual({
      name: ['Name is required'],
      email: ['Email is required'],
      message: ['Message is required'],
      captcha: ['Please complete the captcha'],
    });
    expect(errorsOf(ContactSchema, { ...valid, name: repeat(61) }).name).toEqual(['Maximum 60 characters!']);
    expect(errorsOf(ContactSchema, { ...valid, email: 'jo' }).email).toEqual(['Email is invalid']);
    expect(errorsOf(ContactSchema, { ...valid, email: emailOfLength(61) }).email).toEqual(['Maximum 60 characters!']);
    expect(errorsOf(ContactSchema, { ...valid, message: repeat(1001) }).message).toEqual(['Maximum 1000 characters!']);
    expect(errorsOf(ContactSchema, { ...valid, captcha: '' }).captcha).toEqual(['Please complete the captcha']);
  });

  it('allows 60-character names and 1000-character messages', () => {
    expect(errorsOf(ContactSchema, { ...valid, name: repeat(60), message: repeat(1000) })).toEqual({});
  });
});

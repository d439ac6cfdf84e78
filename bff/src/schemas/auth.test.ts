import { describe, expect, it } from 'vitest';
import { LoginSchema } from './auth';
import { emailOfLength, errorsOf, outputOf, repeat } from './schema-test-utils';

const valid = { email: 'jo@example.com', password: 'secret1' };

describe('LoginSchema', () => {
  it('accepts a valid login and defaults Remember Me to off', () => {
    expect(outputOf(LoginSchema, valid)).toEqual({ ...valid, remember: false });
    expect(outputOf(LoginSchema, { ...valid, remember: true }).remember).toBe(true);
  });

  it('gives the email messages', () => {
    expect(errorsOf(LoginSchema, { ...valid, email: undefined }).email).toEqual(['Email is required']);
    expect(errorsOf(LoginSchema, { ...valid, email: '' }).email).toEqual(['Email is required']);
    expect(errorsOf(LoginSchema, { ...valid, email: emailOfLength(61) }).email).toEqual(['Maximum 60 characters!']);
    expect(errorsOf(LoginSchema, { ...valid, email: 'jo@' }).email).toEqual(['Email is invalid']);
  });

  it('gives the password messages', () => {
    expect(errorsOf(LoginSchema, { ...valid, password: '' }).password).toEqual(['Password is required']);
    expect(errorsOf(LoginSchema, { ...valid, password: '12345' }).password).toEqual(['Minimum 6 characters']);
    expect(errorsOf(LoginSchema, { ...valid, password: repeat(31) }).password).toEqual(['Maximum 30 characters!']);
    expect(errorsOf(LoginSchema, { ...valid, password: '123456' })).toEqual({});
  });

  it('refuses a Remember Me that is not a boolean', () => {
    expect(errorsOf(LoginSchema, { ...valid, remember: 'yes' }).remember).toHaveLength(1);
  });
});

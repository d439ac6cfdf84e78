import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  ChangePasswordSchema,
  ForgotPasswordSchema,
  ResetPasswordSchema,
  SetPasswordSchema,
  passwordStrength,
  passwordStrengthHint,
} from './password';
import { emailOfLength, errorsOf, repeat } from './schema-test-utils';

describe('ForgotPasswordSchema', () => {
  it('gives the email messages', () => {
    expect(errorsOf(ForgotPasswordSchema, { email: '' }).email).toEqual(['Email is required']);
    expect(errorsOf(ForgotPasswordSchema, { email: 'jo' }).email).toEqual(['Email is invalid']);
    expect(errorsOf(ForgotPasswordSchema, { email: emailOfLength(61) }).email).toEqual(['Maximum 60 characters!']);
    expect(errorsOf(ForgotPasswordSchema, { email: 'jo@example.com' })).toEqual({});
  });
});

describe.each([
  ['SetPasswordSchema', SetPasswordSchema],
  ['ResetPasswordSchema', ResetPasswordSchema],
])('%s', (_name, schema) => {
  it('wants 6 to 30 characters', () => {
    expect(errorsOf(schema, { password: '', password_confirmation: '' })).toEqual({
      password: ['Password is required'],
      password_confirmation: ['Confirm password is required'],
    });
    expect(errorsOf(schema, { password: '12345', password_confirmation: '12345' }).password).toEqual([
      'Minimum 6 characters',
    ]);
    expect(errorsOf(schema, { password: '123456', password_confirmation: '123456' })).toEqual({});
    expect(errorsOf(schema, { password: repeat(31), password_confirmation: repeat(31) }).password).toEqual([
      'Maximum 30 characters!',
    ]);
  });

  it('puts the mismatch on the confirmation', () => {
    const result = v.safeParse(schema, { password: '123456', password_confirmation: '123457' });
    expect(result.issues?.map((issue) => [v.getDotPath(issue), issue.message])).toEqual([
      ['password_confirmation', "Password doesn't match"],
    ]);
  });
});

describe('ChangePasswordSchema', () => {
  const valid = { current_password: 'old-one', password: 'new-one', password_confirmation: 'new-one' };

  it('accepts a new, confirmed password', () => {
    expect(errorsOf(ChangePasswordSchema, valid)).toEqual({});
  });

  it('requires the current password, taken as typed', () => {
    expect(errorsOf(ChangePasswordSchema, { ...valid, current_password: '' })).toEqual({
      current_password: ['Current password is required'],
    });
    expect(v.parse(ChangePasswordSchema, { ...valid, current_password: ' old ' }).current_password).toBe(' old ');
  });

  it('applies the password rules and the match to the new one', () => {
    expect(
      errorsOf(ChangePasswordSchema, { ...valid, password: '123', password_confirmation: '123' }).password,
    ).toEqual(['Minimum 6 characters']);
    expect(errorsOf(ChangePasswordSchema, { ...valid, password_confirmation: 'new-two' })).toEqual({
      password_confirmation: ["Password doesn't match"],
    });
  });

  it('refuses the current password as the new one', () => {
    expect(errorsOf(ChangePasswordSchema, { ...valid, password: 'old-one', password_confirmation: 'old-one' })).toEqual(
      {
        password: ['New password must be different from the current password'],
      },
    );
  });
});

describe('password strength', () => {
  it('has the spec hint', () => {
    expect(passwordStrengthHint).toBe(
      'at least 6 characters with at least 2 of uppercase, lowercase, numbers, symbols',
    );
  });

  it.each([
    ['', 0, 'Too short', false],
    ['Ab1!', 0, 'Too short', false],
    ['abcdef', 1, 'Weak', false],
    ['123456', 1, 'Weak', false],
    ['abc123', 2, 'Fair', true],
    ['ABCdef', 2, 'Fair', true],
    ['Abc123', 3, 'Good', true],
    ['Abcdef123456', 4, 'Strong', true],
    ['Ab1!xy', 4, 'Strong', true],
  ] as const)('rates %j as %i (%s)', (password, score, label, followsHint) => {
    expect(passwordStrength(password)).toEqual({ score, label, followsHint });
  });
});

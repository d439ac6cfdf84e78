import { describe, expect, it } from 'vitest';
import { BffError } from '@web/lib/bff-client';
import { loginErrorMessage } from './components/login-form';
import { newPasswordFailureToast } from './components/new-password-page';
import { SOMETHING_WENT_WRONG } from '@bff/shared/messages';
import { serverMessage } from '@web/lib/server-message';

const network = new BffError(0, 'network_error', 'Failed to fetch');

describe('loginErrorMessage', () => {
  it('joins the field messages of a refusal, once each', () => {
    const refused = new BffError(400, 'login_failed', 'x', {
      email: ['These credentials do not match our records.'],
      password: ['These credentials do not match our records.', 'Too short.'],
    });
    expect(loginErrorMessage(refused)).toBe('These credentials do not match our records. Too short.');
  });

  it('gives the server message when there are no field messages (e.g. too many attempts)', () => {
    expect(loginErrorMessage(new BffError(429, 'rate_limited', 'Too many attempts. Please wait a minute and try again.'))).toBe(
      'Too many attempts. Please wait a minute and try again.',
    );
  });

  it('reads a transport failure as a mismatch, as the spec words it', () => {
    expect(loginErrorMessage(network)).toBe('Email address and password do not match!');
    expect(loginErrorMessage(new TypeError('boom'))).toBe('Email address and password do not match!');
  });
});

describe('serverMessage', () => {
  it("shows the server's own words for a refusal", () => {
    expect(serverMessage(new BffError(404, 'reset_link_refused', 'Sorry! your password reset link is invalid.'))).toBe(
      'Sorry! your password reset link is invalid.',
    );
    expect(serverMessage(new BffError(400, 'forgot_password_refused', 'x', { email: ["We can't find a user with that email address."] }))).toBe(
      "We can't find a user with that email address.",
    );
  });

  it("falls back to 'Something went wrong!' without an answer or on a fault of the shop's own", () => {
    expect(serverMessage(network)).toBe(SOMETHING_WENT_WRONG);
    expect(serverMessage(new BffError(500, 'internal_error', 'Something went wrong. Please try again.'))).toBe(SOMETHING_WENT_WRONG);
  });
});

describe('newPasswordFailureToast', () => {
  it("titles every refused set or reset 'Something went wrong!', with the server's reason under it", () => {
    expect(newPasswordFailureToast(new BffError(404, 'password_set_refused', 'This link to set your password is invalid or has expired.'))).toEqual({
      title: 'Something went wrong!',
      description: 'This link to set your password is invalid or has expired.',
    });
    expect(newPasswordFailureToast(new BffError(400, 'validation_failed', 'x', { password: ['Minimum 6 characters'] }))).toEqual({
      title: 'Something went wrong!',
      description: 'Minimum 6 characters',
    });
  });

  it('says it once when there is no reason to give', () => {
    expect(newPasswordFailureToast(network)).toEqual({ title: 'Something went wrong!' });
    expect(newPasswordFailureToast(new BffError(500, 'internal_error', 'Something went wrong. Please try again.'))).toEqual({ title: 'Something went wrong!' });
  });

  it('says why under it when the shop could not take it just now', () => {
    expect(newPasswordFailureToast(new BffError(503, 'shared_state_unavailable', 'The shop is busy. Please try again in a moment.'))).toEqual({
      title: 'Something went wrong!',
      description: 'The shop is busy. Please try again in a moment.',
    });
  });
});

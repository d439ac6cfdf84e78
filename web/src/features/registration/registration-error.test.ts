import { describe, expect, it } from 'vitest';
import { BffError } from '@web/lib/bff-client';
import { registrationErrorToast } from './components/registration-form';

describe('registrationErrorToast', () => {
  it('concatenates the field messages under an Error title', () => {
    const refused = new BffError(400, 'registration_refused', 'x', {
      email: ['The email has already been taken.'],
      contact_no: ['The contact no format is invalid.'],
    });
    expect(registrationErrorToast(refused)).toEqual({
      title: 'Error',
      description: 'The email has already been taken. The contact no format is invalid.',
    });
  });

  it("shows the BFF's text for a refusal without fields", () => {
    expect(registrationErrorToast(new BffError(400, 'registration_refused', 'Sorry something went wrong.'))).toEqual({
      title: 'Sorry something went wrong.',
    });
    expect(registrationErrorToast(new BffError(403, 'logged_in', 'Register new account! Please logout first.'))).toEqual({
      title: 'Register new account! Please logout first.',
    });
  });

  it("says 'Something went wrong!' when the request got no answer", () => {
    expect(registrationErrorToast(new BffError(0, 'network_error', 'Failed to fetch'))).toEqual({ title: 'Something went wrong!' });
  });
});

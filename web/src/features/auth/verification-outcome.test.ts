import { describe, expect, it } from 'vitest';
import { VERIFICATION_INVALID_MESSAGE } from '@bff/shared/messages';
import { VERIFIED_MESSAGE, verificationOutcome } from './verification-outcome';

const uuid = '8a3e9d41-6c2b-4f7a-b5d0-1e9c3a7f2b22';

describe('verificationOutcome', () => {
  it('sends a verified account to the login page with the success toast', () => {
    expect(verificationOutcome({ account_status: 'success', uuid })).toEqual({
      to: '/login',
      search: { account_status: 'success', uuid },
      toast: { kind: 'success', message: VERIFIED_MESSAGE },
    });
  });

  it("sends an expired link to the login page's expired screen, keeping the account", () => {
    expect(verificationOutcome({ account_status: 'expired', uuid })).toEqual({
      to: '/login',
      search: { account_status: 'expired', uuid },
      toast: null,
    });
  });

  it.each([
    ['invalid', { account_status: 'invalid', uuid }],
    ['expired without an account', { account_status: 'expired' }],
    ['expired with an empty account', { account_status: 'expired', uuid: '' }],
    ['no status', {}],
  ])('sends %s home with the invalid-token toast', (_case, search) => {
    expect(verificationOutcome(search)).toEqual({ to: '/', toast: { kind: 'error', message: VERIFICATION_INVALID_MESSAGE } });
  });
});

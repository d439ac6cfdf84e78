import { QueryClient } from '@tanstack/react-query';
import { isRedirect } from '@tanstack/react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { notify } from '@web/lib/toast';
import { refuseRegistration } from '../registration/registration-guard';
import { sessionQueries, type SessionView } from './api/session';

vi.mock('@web/lib/toast', () => ({ notify: { error: vi.fn() } }));

const customer: SessionView = { anonymous: false, accountId: 'account-1', name: 'Jo Bloggs', firstName: 'Jo', avatarUrl: null, accountType: 'individual', userType: '1', isGuest: false, email: 'jo@example.com' };
const guest: SessionView = { ...customer, isGuest: true };

function clientWith(session: SessionView) {
  const queryClient = new QueryClient();
  queryClient.setQueryData(sessionQueries.current().queryKey, session);
  return queryClient;
}

async function thrown(run: Promise<void>): Promise<unknown> {
  return run.then(() => undefined, (error: unknown) => error);
}

beforeEach(() => vi.mocked(notify.error).mockReset());

describe('refuseRegistration', () => {
  it("refuses a logged-in customer with the toast 'Register new account! Please logout first.' and sends them to their account", async () => {
    const refusal = await thrown(refuseRegistration(clientWith(customer), false));
    expect(isRedirect(refusal)).toBe(true);
    expect((refusal as { options: { href: string } }).options.href).toBe('/account/profile');
    expect(notify.error).toHaveBeenCalledWith('Register new account! Please logout first.');
  });

  it('lets visitors and guest checkouts register, and never toasts on a preload', async () => {
    expect(await thrown(refuseRegistration(clientWith({ anonymous: true }), false))).toBeUndefined();
    expect(await thrown(refuseRegistration(clientWith(guest), false))).toBeUndefined();
    expect(isRedirect(await thrown(refuseRegistration(clientWith(customer), true)))).toBe(true);
    expect(notify.error).not.toHaveBeenCalled();
  });
});

import { QueryClient } from '@tanstack/react-query';
import { isRedirect } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { BffError } from '@web/lib/bff-client';
import { sessionQueries, type SessionView } from '../auth/api/session';
import { CUSTOMER_SESSION } from '../auth/test/customer-session';
import { loadAccountData, requireCustomer } from './login-guard';

const customer = CUSTOMER_SESSION;

function clientWith(session: SessionView): QueryClient {
  const queryClient = new QueryClient();
  queryClient.setQueryData(sessionQueries.current().queryKey, session);
  return queryClient;
}

/** The redirect a guard threw, or a failure if it threw something else or nothing. */
async function thrownRedirect(run: () => Promise<unknown>) {
  const thrown = await run().then(
    () => undefined,
    (error: unknown) => error,
  );
  if (!isRedirect(thrown)) throw new Error(`expected a redirect, got ${String(thrown)}`);
  return thrown.options;
}

describe('requireCustomer', () => {
  it('lets a logged-in customer in', async () => {
    await expect(requireCustomer(clientWith(customer), '/account/orders')).resolves.toBeUndefined();
  });

  it('sends an anonymous visitor to /login with the page to come back to', async () => {
    const options = await thrownRedirect(() => requireCustomer(clientWith({ anonymous: true }), '/account/orders?page=2'));
    expect(options).toMatchObject({ to: '/login', search: { redirect: '/account/orders?page=2' }, replace: true });
  });

  it('sends a guest-checkout session to /login too (spec section 6: only non-guests have an account)', async () => {
    const options = await thrownRedirect(() => requireCustomer(clientWith({ ...customer, isGuest: true }), '/account/profile'));
    expect(options).toMatchObject({ to: '/login', search: { redirect: '/account/profile' } });
  });
});

describe('loadAccountData', () => {
  it('gives the loaded data back', async () => {
    await expect(loadAccountData(new QueryClient(), '/account/profile', async () => 'profile')).resolves.toBe('profile');
  });

  it('turns a 401 (the session ended meanwhile) into the way to login, and forgets the session', async () => {
    const queryClient = clientWith(customer);
    const options = await thrownRedirect(() =>
      loadAccountData(queryClient, '/account/settings', () => Promise.reject(new BffError(401, 'unauthorized', 'Please log in.'))),
    );
    expect(options).toMatchObject({ to: '/login', search: { redirect: '/account/settings' } });
    expect(queryClient.getQueryState(sessionQueries.current().queryKey)?.isInvalidated).toBe(true);
  });

  it('lets any other failure through, for the page to show', async () => {
    const failure = new BffError(502, 'upstream_unavailable', 'Something went wrong!');
    await expect(loadAccountData(new QueryClient(), '/account/profile', () => Promise.reject(failure))).rejects.toBe(failure);
  });
});

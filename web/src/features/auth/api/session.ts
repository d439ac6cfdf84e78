import { queryOptions } from '@tanstack/react-query';
import type { LoginOutput } from '@bff/schemas/auth';
import { answer, bff, type Answer } from '@web/lib/bff-client';

/** What the SPA may know about the shopper (GET /api/session). */
export type SessionView = Answer<typeof bff.session.$get>;

export const sessionQueries = {
  all: () => ['session'] as const,
  /** Who is logged in (GET /api/session). The header, footer and every login-aware page read this. */
  current: () =>
    queryOptions({
      queryKey: [...sessionQueries.all(), 'current'] as const,
      queryFn: ({ signal }) => answer(bff.session.$get(undefined, { init: { signal } })),
      // Cheap to ask and it decides what the header shows: refetch on focus, keep for a minute.
      staleTime: 60_000,
    }),
};

/** A registered customer, not a guest checkout: the one who sees the account menu. */
export function isCustomer(session: SessionView | undefined): session is Extract<SessionView, { anonymous: false }> {
  return session !== undefined && !session.anonymous && !session.isGuest;
}

/** Signs in: the BFF exchanges the credentials for an httpOnly session cookie and answers who it is. */
export function createSession(credentials: LoginOutput): Promise<SessionView> {
  return answer(bff.session.$post({ json: credentials }));
}

/** Logs out: the BFF ends the upstream token and clears the cookie. */
export function deleteSession(): Promise<SessionView> {
  return answer(bff.session.$delete());
}

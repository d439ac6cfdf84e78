import { queryOptions } from '@tanstack/react-query';
import type { LoginOutput } from '@bff/schemas/auth';
import { customerName } from '@bff/shared/shop';
import { answer, bff, type Answer } from '@web/lib/bff-client';

/** What the SPA may know about the shopper (GET /api/session). */
export type SessionView = Answer<typeof bff.session.$get>;

let askedEarly: Promise<SessionView> | undefined;

/**
 * Asks who the shopper is while a page rendered without the session hydrates, instead of once it has:
 * the answer is held for the first read, so it enters the query cache only after hydration and the
 * hydrating header still matches the server's (no name yet).
 */
export function askForSessionEarly(): void {
  askedEarly = answer(bff.session.$get());
  // A failure is the first read's to report; until then it is not unhandled.
  askedEarly.catch(() => undefined);
}

export const sessionQueries = {
  all: () => ['session'] as const,
  /** Who is logged in (GET /api/session). The header, footer and every login-aware page read this. */
  current: () =>
    queryOptions({
      queryKey: [...sessionQueries.all(), 'current'] as const,
      queryFn: ({ client, queryKey, signal }) => {
        const asked = askedEarly;
        askedEarly = undefined;
        // The early answer only ever fills an empty cache. A page whose loaders read the session
        // arrives with it, so its first read here is a refetch (after a save, or a call refused for
        // want of a session): the early answer, asked before either, would put back what has changed.
        const cached = client.getQueryData(queryKey);
        return asked && cached === undefined ? asked : answer(bff.session.$get(undefined, { init: { signal } }));
      },
      // Cheap to ask and it decides what the header shows: refetch on focus, keep for a minute.
      staleTime: 60_000,
    }),
};

/**
 * The session with the name and picture of the customer's profile as just read: the BFF's copy has
 * followed it too (they may have been changed on another device), so the header need not ask again.
 */
export function withProfile(
  session: SessionView | undefined,
  profile: { firstName: string; lastName: string; avatarUrl: string | null },
): SessionView | undefined {
  if (!session || session.anonymous) return session;
  return { ...session, name: customerName(profile.firstName, profile.lastName), firstName: profile.firstName, avatarUrl: profile.avatarUrl };
}

/** A registered customer, not a guest checkout: the one who sees the account menu. */
export function isCustomer(session: SessionView | undefined): session is Extract<SessionView, { anonymous: false }> {
  return session !== undefined && !session.anonymous && !session.isGuest;
}

/** Where the login's captcha widget fetches its challenge, once the BFF has asked for one ('captcha_required'). */
export const LOGIN_CAPTCHA_CHALLENGE_URL = bff.session.challenge.$path();

/** Signs in: the BFF exchanges the credentials for an httpOnly session cookie and answers who it is. */
export function createSession(credentials: LoginOutput): Promise<SessionView> {
  return answer(bff.session.$post({ json: credentials }));
}

/** Logs out: the BFF ends the upstream token and clears the cookie. */
export function deleteSession(): Promise<SessionView> {
  return answer(bff.session.$delete());
}

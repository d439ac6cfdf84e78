import { createFileRoute, redirect } from '@tanstack/react-router';
import { sessionQueries } from '../features/auth/api/session';
import { verifyAccount } from '../features/auth/api/verification';
import { AccountVerifyPage } from '../features/auth/components/account-verify-page';
import { SOMETHING_WENT_WRONG, VERIFICATION_INVALID_MESSAGE } from '@bff/shared/messages';
import { VERIFIED_MESSAGE } from '../features/auth/verification-outcome';
import { toldLinkIsForOther } from '../features/auth/verification-for-other';
import { BffError } from '../lib/bff-client';
import { notify } from '../lib/toast';
import { afterFrameHydrated, decidedInBrowser } from '@web/lib/decided-in-browser';
import { pageHead, PERSONAL_LINK_ROBOTS } from '@web/lib/page-head';

export const Route = createFileRoute('/account-verify')({
  ...decidedInBrowser,
  validateSearch: (search: Record<string, unknown>): { token?: string } => ({
    token: typeof search.token === 'string' && search.token !== '' ? search.token : undefined,
  }),
  loaderDeps: ({ search }) => ({ token: search.token }),
  // Verifying uses the emailed token up, so it runs once, on the real visit (never on a preload).
  staleTime: Infinity,
  loader: async ({ context, deps: { token }, preload }) => {
    if (preload) return null;
    if (!token) return { message: VERIFICATION_INVALID_MESSAGE };
    let verified;
    try {
      verified = await verifyAccount(token);
    } catch (error) {
      if (!(error instanceof BffError) || error.isNetworkFailure || error.status >= 500) return { message: SOMETHING_WENT_WRONG };
      const uuid = error.code === 'expired' ? error.uuid : undefined;
      // The page offers the Resend only to the link's account or to nobody logged in: it knows who is, first.
      if (uuid) await context.queryClient.ensureQueryData(sessionQueries.current()).catch(() => undefined);
      return { message: error.message, uuid };
    }
    const search = { account_status: 'success', uuid: verified.uuid } as const;
    if (await toldLinkIsForOther(context.queryClient, search)) throw await afterFrameHydrated(redirect({ to: '/', replace: true }));
    notify.success(VERIFIED_MESSAGE);
    throw await afterFrameHydrated(redirect({ to: '/login', search, replace: true }));
  },
  head: () => pageHead({ title: 'Email verification', robots: PERSONAL_LINK_ROBOTS }),
  component: AccountVerify,
});

function AccountVerify() {
  const failure = Route.useLoaderData();
  return failure ? <AccountVerifyPage message={failure.message} uuid={failure.uuid} /> : null;
}

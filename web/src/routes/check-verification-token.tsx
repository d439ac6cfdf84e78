import { createFileRoute, redirect } from '@tanstack/react-router';
import { verificationOutcome } from '../features/auth/verification-outcome';
import { toldLinkIsForOther } from '../features/auth/verification-for-other';
import { notify } from '../lib/toast';
import { afterFrameHydrated, decidedInBrowser } from '@web/lib/decided-in-browser';
import { pageHead, PERSONAL_LINK_ROBOTS } from '@web/lib/page-head';

// Nothing to show: the outcome of an emailed verification link decides where to go.
export const Route = createFileRoute('/check-verification-token')({
  ...decidedInBrowser,
  validateSearch: (search: Record<string, unknown>) => ({ account_status: search.account_status, uuid: search.uuid }),
  beforeLoad: async ({ context, search, preload }) => {
    // A hovered link must not toast or redirect; only a real visit does.
    if (preload) return;
    const outcome = verificationOutcome(search);
    if (outcome.to === '/login' && (await toldLinkIsForOther(context.queryClient, outcome.search))) {
      throw await afterFrameHydrated(redirect({ to: '/', replace: true }));
    }
    if (outcome.toast) notify[outcome.toast.kind](outcome.toast.message);
    throw await afterFrameHydrated(outcome.to === '/login' ? redirect({ to: '/login', search: outcome.search, replace: true }) : redirect({ to: '/', replace: true }));
  },
  head: () => pageHead({ title: 'Email verification', robots: PERSONAL_LINK_ROBOTS }),
});

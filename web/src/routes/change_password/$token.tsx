import { createFileRoute, redirect } from '@tanstack/react-router';
import { confirmResetToken } from '@web/features/auth/api/password';
import { ForgotPasswordPage } from '@web/features/auth/components/forgot-password-page';
import { serverMessage } from '@web/lib/server-message';
import { notify } from '@web/lib/toast';
import { afterFrameHydrated, decidedInBrowser } from '@web/lib/decided-in-browser';
import { pageHead, PERSONAL_LINK_ROBOTS } from '@web/lib/page-head';

// The emailed reset link: the BFF confirms the token and keeps it in an httpOnly cookie for
// /reset-password. A refused link shows why and leaves the forgot-password form to ask again.
export const Route = createFileRoute('/change_password/$token')({
  ...decidedInBrowser,
  staleTime: Infinity,
  loader: async ({ params, preload }) => {
    if (preload) return;
    try {
      await confirmResetToken(params.token);
    } catch (error) {
      notify.error('Error', { description: serverMessage(error), cause: error });
      return;
    }
    throw await afterFrameHydrated(redirect({ to: '/reset-password', replace: true }));
  },
  head: () => pageHead({ title: 'Forget Password', robots: PERSONAL_LINK_ROBOTS }),
  component: ForgotPasswordPage,
});

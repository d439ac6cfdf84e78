import { createFileRoute } from '@tanstack/react-router';
import { accountQueries } from '@web/features/account/api/account-queries';
import { ProfilePage } from '@web/features/account/components/profile-page';
import { loadAccountData } from '@web/features/account/login-guard';
import { pageTitle } from '@bff/shared/shop';

export const Route = createFileRoute('/account/profile')({
  loader: ({ context, location }) => 
    loadAccountData(context.queryClient, location.href, () => context.queryClient.ensureQueryData(accountQueries.profile())),
  head: () => ({ meta: [{ title: pageTitle('Account Info') }] }),
  component: ProfilePage,
});

import { createFileRoute } from '@tanstack/react-router';
import { accountQueries } from '@web/features/account/api/account-queries';
import { SettingsPage } from '@web/features/account/components/settings-page';
import { loadAccountData } from '@web/features/account/login-guard';
import { pageTitle } from '@bff/shared/shop';

export const Route = createFileRoute('/account/settings')({
  loader: ({ context, location }) => 
    loadAccountData(context.queryClient, location.href, () => context.queryClient.ensureQueryData(accountQueries.profile())),
  head: () => ({ meta: [{ title: pageTitle('Settings') }] }),
  component: SettingsPage,
});

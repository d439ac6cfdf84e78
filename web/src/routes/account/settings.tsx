import { createFileRoute } from '@tanstack/react-router';
import { accountQueries } from '../../features/account/api/account-queries';
import { SettingsPage } from '../../features/account/components/settings-page';
import { loadAccountData } from '../../features/account/login-guard';
import { pageTitle } from '../../lib/page-title';

export const Route = createFileRoute('/account/settings')({
  loader: ({ context, location }) => 
    loadAccountData(context.queryClient, location.href, () => context.queryClient.ensureQueryData(accountQueries.profile())),
  head: () => ({ meta: [{ title: pageTitle('Settings') }] }),
  component: SettingsPage,
});

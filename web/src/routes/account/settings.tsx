import { createFileRoute } from '@tanstack/react-router';
import { accountQueries } from '@web/features/account/api/account-queries';
import { SettingsPage } from '@web/features/account/components/settings-page';
import { loadAccountData } from '@web/features/account/login-guard';
import { pageHead } from '@web/lib/page-head';

export const Route = createFileRoute('/account/settings')({
  loader: ({ context, location }) => 
    loadAccountData(context.queryClient, location.href, () => context.queryClient.ensureQueryData(accountQueries.profile())),
  head: () => pageHead({ title: 'Settings' }),
  component: SettingsPage,
});

import { Outlet, createFileRoute } from '@tanstack/react-router';
import { accountQueries } from '@web/features/account/api/account-queries';
import { AccountLayout } from '@web/features/account/components/account-layout';
import { requireCustomer } from '@web/features/account/login-guard';
import { awaitOnServer } from '@web/lib/server-reads';

// The account area: login required; an anonymous visit goes to /login and back.
export const Route = createFileRoute('/account')({
  beforeLoad: ({ context, location }) => requireCustomer(context.queryClient, location.href),
  // The side nav greets the customer; started here, in parallel with the page's own data.
  loader: ({ context }) => awaitOnServer(context.queryClient.prefetchQuery(accountQueries.profile())),
  component: AccountRoute,
});

function AccountRoute() {
  return (
    <AccountLayout>
      <Outlet />
    </AccountLayout>
  );
}

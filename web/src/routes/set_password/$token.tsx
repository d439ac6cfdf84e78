import { createFileRoute, redirect } from '@tanstack/react-router';
import { isCustomer, sessionQueries } from '../../features/auth/api/session';
import { NOT_CUSTOMER_MESSAGE, NewPasswordPage } from '../../features/auth/components/new-password-page';
import { notify } from '../../lib/toast';
import { pageTitle } from '../../lib/page-title';

export const Route = createFileRoute('/set_password/$token')({
  // account-lifecycle.md section 4: the page refuses a logged-in customer.
  beforeLoad: async ({ context, preload }) => {
    const session = await context.queryClient.ensureQueryData(sessionQueries.current());
    if (!isCustomer(session)) return;
    if (!preload) notify.error(NOT_CUSTOMER_MESSAGE);
    throw redirect({ to: '/', replace: true });
  },
  head: () => ({ meta: [{ title: pageTitle('Set your password') }] }),
  component: SetPassword,
});

function SetPassword() {
  const { token } = Route.useParams();
  return <NewPasswordPage mode="set" token={token} />;
}

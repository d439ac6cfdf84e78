import { createFileRoute } from '@tanstack/react-router';
import { NewPasswordPage } from '@web/features/auth/components/new-password-page';
import { NOT_CUSTOMER_MESSAGE, refuseCustomer } from '@web/features/auth/refuse-customer';
import { decidedInBrowser } from '@web/lib/decided-in-browser';
import { pageHead, PERSONAL_LINK_ROBOTS } from '@web/lib/page-head';

export const Route = createFileRoute('/set_password/$token')({
  ...decidedInBrowser,
  // For customers the shop created, who have no password yet: a logged-in customer is refused.
  beforeLoad: ({ context, preload }) => refuseCustomer(context.queryClient, { message: NOT_CUSTOMER_MESSAGE, href: '/', preload }),
  head: () => pageHead({ title: 'Set your password', robots: PERSONAL_LINK_ROBOTS }),
  component: SetPassword,
});

function SetPassword() {
  const { token } = Route.useParams();
  return <NewPasswordPage mode="set" token={token} />;
}

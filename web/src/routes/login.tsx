import { createFileRoute, redirect } from '@tanstack/react-router';
import { isCustomer, sessionQueries } from '../features/auth/api/session';
import { verificationQueries } from '../features/auth/api/verification';
import { LoginPage } from '../features/auth/components/login-page';
import { ACCOUNT_HOME, safeRedirectPath } from '../features/auth/login-redirect';
import { RegisterInvite } from '../features/registration/components/register-invite';
import { pageHead, PERSONAL_LINK_ROBOTS } from '@web/lib/page-head';

interface LoginSearch {
  /** 'expired' shows the verification-expired screen for `uuid`; 'success' greets a verified account. */
  account_status?: 'success' | 'expired';
  uuid?: string;
  /** The login-only page an anonymous visit came from, to return to after logging in. */
  redirect?: string;
}

export const Route = createFileRoute('/login')({
  validateSearch: (search: Record<string, unknown>): LoginSearch => ({
    account_status: search.account_status === 'success' || search.account_status === 'expired' ? search.account_status : undefined,
    uuid: typeof search.uuid === 'string' && search.uuid !== '' ? search.uuid : undefined,
    redirect: typeof search.redirect === 'string' ? search.redirect : undefined,
  }),
  // A logged-in visit goes to the profile (or back where it was sent from).
  beforeLoad: async ({ context, search }) => {
    const session = await context.queryClient.ensureQueryData(sessionQueries.current());
    if (isCustomer(session)) throw redirect({ href: safeRedirectPath(search.redirect) ?? ACCOUNT_HOME, replace: true });
  },
  loaderDeps: ({ search }) => ({ uuid: search.uuid, expired: search.account_status === 'expired' }),
  loader: async ({ context, deps }) => {
    if (!deps.expired || !deps.uuid) return { expired: null };
    const account = await context.queryClient.ensureQueryData(verificationQueries.email(deps.uuid)).catch(() => undefined);
    // If the account lookup fails, the expired screen gives way to the plain login page; so does an
    // account verified since, which has nothing left to resend.
    if (!account || account.verified) throw redirect({ to: '/login', replace: true });
    return { expired: { uuid: deps.uuid, email: account.email } };
  },
  // With an account's status or uuid the page was reached from its verification link (the expired
  // screen shows the account's email): kept out of search engines and never kept for another visitor.
  head: ({ match }) =>
    pageHead({ title: 'Log in', robots: match.search.account_status || match.search.uuid ? PERSONAL_LINK_ROBOTS : undefined }),
  component: LoginRoute,
});

function LoginRoute() {
  const { expired } = Route.useLoaderData();
  const { account_status: status, uuid } = Route.useSearch();
  // A new status or account (e.g. the expired screen dropped) starts the page afresh.
  return <LoginPage key={`${status}:${uuid}`} expired={expired} verified={status === 'success'} aside={<RegisterInvite />} />;
}

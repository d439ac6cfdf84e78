import { createFileRoute, redirect } from '@tanstack/react-router';
import { useSuspenseQuery } from '@tanstack/react-query';
import { verificationQueries } from '@web/features/auth/api/verification';
import { RegistrationSuccessPage } from '@web/features/auth/components/registration-success-page';
import { pageHead, PERSONAL_LINK_ROBOTS } from '@web/lib/page-head';

export const Route = createFileRoute('/registration-success/$uuid')({
  loader: async ({ context, params }) => {
    try {
      await context.queryClient.ensureQueryData(verificationQueries.email(params.uuid));
    } catch {
      // An unknown account has no page: the not-found page says so.
      throw redirect({ to: '/not-found', replace: true });
    }
  },
  head: () => pageHead({ title: 'Verify your email', robots: PERSONAL_LINK_ROBOTS }),
  component: RegistrationSuccess,
});

function RegistrationSuccess() {
  const { uuid } = Route.useParams();
  const { data } = useSuspenseQuery(verificationQueries.email(uuid));
  return <RegistrationSuccessPage uuid={uuid} account={data} />;
}

import { createFileRoute } from '@tanstack/react-router';
import { RegistrationPage } from '@web/features/registration/components/registration-page';
import { refuseRegistration } from '@web/features/registration/registration-guard';
import { pageTitle } from '@bff/shared/shop';
import { decidedInBrowser } from '@web/lib/server-reads';

export const Route = createFileRoute('/registration/student-account')({
  ...decidedInBrowser,
  beforeLoad: ({ context, preload }) => refuseRegistration(context.queryClient, preload),
  head: () => ({ meta: [{ title: pageTitle('Student account registration') }] }),
  component: () => <RegistrationPage accountType="student" />,
});

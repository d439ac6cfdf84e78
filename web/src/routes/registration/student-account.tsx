import { createFileRoute } from '@tanstack/react-router';
import { RegistrationPage } from '@web/features/registration/components/registration-page';
import { refuseRegistration } from '@web/features/registration/registration-guard';
import { decidedInBrowser } from '@web/lib/decided-in-browser';
import { pageHead } from '@web/lib/page-head';

export const Route = createFileRoute('/registration/student-account')({
  ...decidedInBrowser,
  beforeLoad: ({ context, preload }) => refuseRegistration(context.queryClient, preload),
  head: () => pageHead({ title: 'Student account registration' }),
  component: () => <RegistrationPage accountType="student" />,
});

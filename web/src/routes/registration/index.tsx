import { createFileRoute } from '@tanstack/react-router';
import { RegistrationPage } from '../../features/registration/components/registration-page';
import { refuseRegistration } from '../../features/registration/registration-guard';
import { pageTitle } from '../../lib/page-title';

export const Route = createFileRoute('/registration/')({
  beforeLoad: ({ context, preload }) => refuseRegistration(context.queryClient, preload),
  head: () => ({ meta: [{ title: pageTitle('Create an account') }] }),
  component: () => <RegistrationPage accountType="individual" />,
});

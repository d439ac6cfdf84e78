import { createFileRoute } from '@tanstack/react-router';
import { RegistrationPage } from '../../features/registration/components/registration-page';
import { pageTitle } from '../../lib/page-title';

export const Route = createFileRoute('/registration/')({
  head: () => ({ meta: [{ title: pageTitle('Create an account') }] }),
  component: () => <RegistrationPage accountType="individual" />,
});

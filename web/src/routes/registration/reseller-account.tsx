import { createFileRoute } from '@tanstack/react-router';
import { RegistrationPage } from '../../features/registration/components/registration-page';
import { pageTitle } from '../../lib/page-title';

export const Route = createFileRoute('/registration/reseller-account')({
  head: () => ({ meta: [{ title: pageTitle('Reseller account registration') }] }),
  component: () => <RegistrationPage accountType="reseller" />,
});

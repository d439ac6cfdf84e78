import { createFileRoute } from '@tanstack/react-router';
import { RegistrationPage } from '../../features/registration/components/registration-page';
import { pageTitle } from '../../lib/page-title';

// The spec's URL, misspelling included: links in old emails and adverts point here.
export const Route = createFileRoute('/registration/bussiness-account')({
  head: () => ({ meta: [{ title: pageTitle('Business account registration') }] }),
  component: () => <RegistrationPage accountType="business" />,
});

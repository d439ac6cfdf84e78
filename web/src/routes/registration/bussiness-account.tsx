import { createFileRoute } from '@tanstack/react-router';
import { RegistrationPage } from '../../features/registration/components/registration-page';
import { refuseRegistration } from '../../features/registration/registration-guard';
import { pageTitle } from '../../lib/page-title';

// The spec's URL, misspelling included: links in old emails and adverts point here.
export const Route = createFileRoute('/registration/bussiness-account')({
  beforeLoad: ({ context, preload }) => refuseRegistration(context.queryClient, preload),
  head: () => ({ meta: [{ title: pageTitle('Business account registration') }] }),
  component: () => <RegistrationPage accountType="business" />,
});

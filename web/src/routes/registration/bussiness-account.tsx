import { createFileRoute } from '@tanstack/react-router';
import { RegistrationPage } from '@web/features/registration/components/registration-page';
import { refuseRegistration } from '@web/features/registration/registration-guard';
import { pageTitle } from '@bff/shared/shop';
import { decidedInBrowser } from '@web/lib/server-reads';

// The spec's URL, misspelling included: links in old emails and adverts point here.
export const Route = createFileRoute('/registration/bussiness-account')({
  ...decidedInBrowser,
  beforeLoad: ({ context, preload }) => refuseRegistration(context.queryClient, preload),
  head: () => ({ meta: [{ title: pageTitle('Business account registration') }] }),
  component: () => <RegistrationPage accountType="business" />,
});

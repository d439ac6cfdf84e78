import { createFileRoute } from '@tanstack/react-router';
import { RegistrationPage } from '@web/features/registration/components/registration-page';
import { refuseRegistration } from '@web/features/registration/registration-guard';
import { decidedInBrowser } from '@web/lib/decided-in-browser';
import { pageHead } from '@web/lib/page-head';

// The spec's URL, misspelling included: links in old emails and adverts point here.
export const Route = createFileRoute('/registration/bussiness-account')({
  ...decidedInBrowser,
  beforeLoad: ({ context, preload }) => refuseRegistration(context.queryClient, preload),
  head: () => pageHead({ title: 'Business account registration' }),
  component: () => <RegistrationPage accountType="business" />,
});

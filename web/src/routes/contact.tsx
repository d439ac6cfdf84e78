import { createFileRoute } from '@tanstack/react-router';
import { ContactPage } from '../features/content/components/contact-page';
import { pageTitle } from '@bff/shared/shop';

export const Route = createFileRoute('/contact')({
  head: () => ({ meta: [{ title: pageTitle('Contact us') }] }),
  component: ContactPage,
});

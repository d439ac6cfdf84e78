import { createFileRoute } from '@tanstack/react-router';
import { ContactPage } from '../features/content/components/contact-page';
import { SHOP_NAME } from '@bff/shared/shop';
import { pageHead } from '@web/lib/page-head';

export const Route = createFileRoute('/contact')({
  head: () =>
    pageHead({
      title: 'Contact us',
      description: `Get in touch with ${SHOP_NAME}: call, email or send us a message. Open 7 days a week, including bank holidays.`,
      canonicalPath: '/contact',
    }),
  component: ContactPage,
});

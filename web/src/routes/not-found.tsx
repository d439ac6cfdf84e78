import { createFileRoute } from '@tanstack/react-router';
import { NotFoundPage } from '../features/layout/components/not-found-page';
import { pageHead } from '@web/lib/page-head';

export const Route = createFileRoute('/not-found')({
  head: () => pageHead({ title: 'Page not found', robots: 'noindex' }),
  component: NotFoundPage,
});

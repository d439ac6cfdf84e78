import { createFileRoute } from '@tanstack/react-router';
import { NotFoundPage } from '../features/layout/components/not-found-page';
import { pageTitle } from '../lib/page-title';

export const Route = createFileRoute('/not-found')({
  head: () => ({ meta: [{ title: pageTitle('Page not found') }] }),
  component: NotFoundPage,
});

import { createFileRoute } from '@tanstack/react-router';
import { NotFoundPage } from '../features/layout/components/not-found-page';
import { pageTitle } from '@bff/shared/shop';

export const Route = createFileRoute('/not-found')({
  head: () => ({ meta: [{ title: pageTitle('Page not found') }] }),
  component: NotFoundPage,
});

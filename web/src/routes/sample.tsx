import { createFileRoute } from '@tanstack/react-router';
import { SamplePage } from '../features/layout/components/sample-page';
import { pageTitle } from '@bff/shared/shop';

export const Route = createFileRoute('/sample')({
  head: () => ({ meta: [{ title: pageTitle('Sample page') }] }),
  component: SamplePage,
});

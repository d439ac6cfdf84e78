import { createFileRoute } from '@tanstack/react-router';
import { SamplePage } from '../features/layout/components/sample-page';
import { pageTitle } from '../lib/page-title';

export const Route = createFileRoute('/sample')({
  head: () => ({ meta: [{ title: pageTitle('Sample page') }] }),
  component: SamplePage,
});

import { createFileRoute } from '@tanstack/react-router';
import { SamplePage } from '../features/layout/components/sample-page';
import { pageHead } from '@web/lib/page-head';

export const Route = createFileRoute('/sample')({
  head: () => pageHead({ title: 'Sample page', description: 'An empty page the shop uses to test its layout.', robots: 'noindex, nofollow' }),
  component: SamplePage,
});

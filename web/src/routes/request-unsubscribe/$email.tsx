import { createFileRoute } from '@tanstack/react-router';
import { RequestUnsubscribePage } from '@web/features/newsletter/components/request-unsubscribe-page';
import { loadSubscriberStatus } from '@web/features/newsletter/unsubscribe-loaders';
import { pageTitle } from '@bff/shared/shop';
import { decidedInBrowser } from '@web/lib/server-reads';

export const Route = createFileRoute('/request-unsubscribe/$email')({
  ...decidedInBrowser,
  loader: ({ context, params }) => loadSubscriberStatus(context.queryClient, params.email),
  head: () => ({ meta: [{ title: pageTitle('Unsubscribe') }] }),
  component: RequestUnsubscribe,
});

function RequestUnsubscribe() {
  const { email } = Route.useParams();
  const { subscribed } = Route.useLoaderData();
  // A new address starts the page afresh (a confirmation sent for one is not for the other).
  return <RequestUnsubscribePage key={email} email={email} subscribed={subscribed} />;
}

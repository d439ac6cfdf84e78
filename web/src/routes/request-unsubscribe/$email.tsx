import { createFileRoute } from '@tanstack/react-router';
import { RequestUnsubscribePage } from '@web/features/newsletter/components/request-unsubscribe-page';
import { loadSubscriberStatus } from '@web/features/newsletter/unsubscribe-loaders';
import { decidedInBrowser } from '@web/lib/decided-in-browser';
import { pageHead, PERSONAL_LINK_ROBOTS } from '@web/lib/page-head';

export const Route = createFileRoute('/request-unsubscribe/$email')({
  ...decidedInBrowser,
  loader: ({ context, params }) => loadSubscriberStatus(context.queryClient, params.email),
  // Its address carries a subscriber's token or email: never indexed, and no canonical link to copy it into og:url.
  head: () => pageHead({ title: 'Unsubscribe', description: 'Leave our newsletter.', robots: PERSONAL_LINK_ROBOTS }),
  component: RequestUnsubscribe,
});

function RequestUnsubscribe() {
  const { email } = Route.useParams();
  const { subscribed } = Route.useLoaderData();
  // A new address starts the page afresh (a confirmation sent for one is not for the other).
  return <RequestUnsubscribePage key={email} email={email} subscribed={subscribed} />;
}

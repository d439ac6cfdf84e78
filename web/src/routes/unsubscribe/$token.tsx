import { createFileRoute } from '@tanstack/react-router';
import { UnsubscribePage } from '@web/features/newsletter/components/unsubscribe-page';
import { loadUnsubscribeLink } from '@web/features/newsletter/unsubscribe-loaders';
import { decidedInBrowser } from '@web/lib/decided-in-browser';
import { pageHead, PERSONAL_LINK_ROBOTS } from '@web/lib/page-head';

export const Route = createFileRoute('/unsubscribe/$token')({
  ...decidedInBrowser,
  // Checked on the visit itself, never on a preload: a refused link toasts and leaves.
  loader: ({ params, preload }) => (preload ? null : loadUnsubscribeLink(params.token)),
  // Its address carries a subscriber's token or email: never indexed, and no canonical link to copy it into og:url.
  head: () => pageHead({ title: 'Unsubscribe', description: 'Leave our newsletter.', robots: PERSONAL_LINK_ROBOTS }),
  component: Unsubscribe,
});

function Unsubscribe() {
  const { token } = Route.useParams();
  const link = Route.useLoaderData();
  return link ? <UnsubscribePage key={token} token={token} link={link} /> : null;
}

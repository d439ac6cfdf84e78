import { createFileRoute } from '@tanstack/react-router';
import { UnsubscribePage } from '@web/features/newsletter/components/unsubscribe-page';
import { loadUnsubscribeLink } from '@web/features/newsletter/unsubscribe-loaders';
import { pageTitle } from '@bff/shared/shop';
import { decidedInBrowser } from '@web/lib/server-reads';

export const Route = createFileRoute('/unsubscribe/$token')({
  ...decidedInBrowser,
  // Checked on the visit itself, never on a preload: a refused link toasts and leaves.
  loader: ({ params, preload }) => (preload ? null : loadUnsubscribeLink(params.token)),
  head: () => ({ meta: [{ title: pageTitle('Unsubscribe') }] }),
  component: Unsubscribe,
});

function Unsubscribe() {
  const { token } = Route.useParams();
  const link = Route.useLoaderData();
  return link ? <UnsubscribePage key={token} token={token} link={link} /> : null;
}

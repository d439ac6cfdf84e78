import { createFileRoute, notFound } from '@tanstack/react-router';

/**
 * The shop's own address for a page that is not there (an invalid or used-up link is sent to it):
 * answered as any unknown path is, the not-found page with a 404, so crawlers drop the link.
 */
export const Route = createFileRoute('/not-found')({
  beforeLoad: () => {
    throw notFound();
  },
});

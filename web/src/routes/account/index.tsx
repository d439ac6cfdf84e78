import { createFileRoute, redirect } from '@tanstack/react-router';

// /account has no page of its own: Account Info is the first section.
export const Route = createFileRoute('/account/')({
  beforeLoad: () => {
    throw redirect({ to: '/account/profile', replace: true });
  },
});

import { createFileRoute, redirect } from '@tanstack/react-router';

// The correct spelling, which people type, leads to the spec's URL.
export const Route = createFileRoute('/registration/business-account')({
  beforeLoad: () => {
    throw redirect({ to: '/registration/bussiness-account', replace: true });
  },
});

import { createFileRoute, redirect } from '@tanstack/react-router';

// The correct spelling, which people type, leads to the spec's URL: the same page, for good.
export const Route = createFileRoute('/registration/business-account')({
  beforeLoad: () => {
    throw redirect({ to: '/registration/bussiness-account', statusCode: 301, replace: true });
  },
});

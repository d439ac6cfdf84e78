import { createFileRoute, redirect } from '@tanstack/react-router';

// The marketing page's short name (home page and slides link it): one page, one URL. The BFF
// answers a direct visit with a 301; this covers navigation inside the app.
export const Route = createFileRoute('/same-day-printing')({
  beforeLoad: () => {
    throw redirect({ to: '/same-day-printing-service-in-london', statusCode: 301, replace: true });
  },
});

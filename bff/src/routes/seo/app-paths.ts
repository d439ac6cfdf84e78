/**
 * First path segments of the SPA's own pages (storefront.md section 2, account-lifecycle.md): they are
 * never catalogue slugs, so the catalogue page router leaves them to the SPA without asking the
 * upstream. A new SPA route whose first segment is a single word must be added here, or it is
 * answered as an unknown catalogue page (404). Slugs that are both (e.g. /posters, a sub-category the
 * home banner links to) are left out, so the catalogue answers them.
 */
export const APP_SEGMENTS: ReadonlySet<string> = new Set([
  'account',
  'account-verify',
  'api',
  'artwork',
  'assets',
  'blogs',
  'change_password',
  'check-verification-token',
  'clear',
  'contact',
  'forget-password',
  'info',
  'job',
  'job-details',
  'jobs',
  'login',
  'media',
  'not-found',
  'order-process',
  'order-tracking',
  'payment',
  'registration',
  'registration-success',
  'request-unsubscribe',
  'reset-password',
  'same-day-printing',
  'same-day-printing-service-in-london',
  'sample',
  'search',
  'set_password',
  'unsubscribe',
]);

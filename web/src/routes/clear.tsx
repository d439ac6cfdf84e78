import { createFileRoute } from '@tanstack/react-router';
import { clearStoredData } from '../features/auth/stored-data';
import { decidedInBrowser } from '@web/lib/decided-in-browser';
import { pageHead } from '@web/lib/page-head';

// Empties the stored data, goes home and reloads (a support tool for a stuck browser).
export const Route = createFileRoute('/clear')({
  ...decidedInBrowser,
  // A tool, not a page: never in search results (it would show as a copy of the home page).
  head: () => pageHead({ title: 'Clearing stored data', robots: 'noindex, nofollow' }),
  beforeLoad: ({ preload }) => {
    if (preload) return;
    clearStoredData();
    window.location.replace('/');
  },
});

import { createFileRoute } from '@tanstack/react-router';
import { clearStoredData } from '../features/auth/stored-data';
import { decidedInBrowser } from '@web/lib/decided-in-browser';

// Empties the stored data, goes home and reloads (a support tool for a stuck browser).
export const Route = createFileRoute('/clear')({
  ...decidedInBrowser,
  beforeLoad: ({ preload }) => {
    if (preload) return;
    clearStoredData();
    window.location.replace('/');
  },
});

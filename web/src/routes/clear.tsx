import { createFileRoute } from '@tanstack/react-router';
import { clearStoredData } from '../features/auth/stored-data';

// Empties the stored data, goes home and reloads (a support tool for a stuck browser).
export const Route = createFileRoute('/clear')({
  beforeLoad: ({ preload }) => {
    if (preload) return;
    clearStoredData();
    window.location.replace('/');
  },
});

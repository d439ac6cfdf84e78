import { startTransition, useEffect, useState } from 'react';
import { isHydrated } from './hydration';

const matchesNow = (query: string, fallback: boolean) =>
  typeof window.matchMedia === 'function' ? window.matchMedia(query).matches : fallback;

/**
 * Whether a CSS media query matches now; re-renders when it changes. While the server's page hydrates
 * it answers `fallback`, as the server did, and the browser's answer follows as a transition: a render
 * that may pause for input rather than one more synchronous render of the whole component inside
 * hydration's task (which is what a store with a server snapshot would force). For the shell's
 * components only (see isHydrated): a route's content hydrates after the shell has.
 */
export function useMediaQuery(query: string, fallback = false): boolean {
  const [matches, setMatches] = useState(() => (isHydrated() ? matchesNow(query, fallback) : fallback));
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const list = window.matchMedia(query);
    const update = () => startTransition(() => setMatches(list.matches));
    update();
    list.addEventListener('change', update);
    return () => list.removeEventListener('change', update);
  }, [query]);
  return matches;
}

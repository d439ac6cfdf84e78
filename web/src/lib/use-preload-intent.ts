import { useRouter } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';

// TanStack's own default before an intent preload: long enough to skip a pointer passing over.
const PRELOAD_DELAY_MS = 50;

/* eslint-disable @typescript-eslint/no-explicit-any -- handlers are passed through untouched */
interface IntentProps {
  href?: string;
  onHoverStart?: (event: any) => void;
  onHoverEnd?: (event: any) => void;
  onFocus?: (event: any) => void;
  onBlur?: (event: any) => void;
}
/* eslint-enable @typescript-eslint/no-explicit-any */

/**
 * The router's `defaultPreload: 'intent'` for react-aria links: hovering or focusing a link to a shop
 * page starts its route loaders (and so its queries) before the click. Returns the link's props
 * with the preload chained onto its own hover and focus handlers.
 */
export function usePreloadIntent<P extends IntentProps>(props: P): P {
  const router = useRouter({ warn: false });
  const timer = useRef(0);
  useEffect(() => {
    const pending = timer;
    return () => window.clearTimeout(pending.current);
  }, []);
  const { href } = props;
  if (!router || !href?.startsWith('/') || href.startsWith('//')) return props;

  const start = () => {
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => {
      // preloadRoute's type asks for `to`, but it builds the location like navigate does, which
      // reads a plain `href`. A failed preload only means the click loads it again.
      router.preloadRoute({ href } as Parameters<typeof router.preloadRoute>[0]).catch(() => undefined);
    }, PRELOAD_DELAY_MS);
  };
  const stop = () => window.clearTimeout(timer.current);
  return {
    ...props,
    onHoverStart: (event: unknown) => (start(), props.onHoverStart?.(event)),
    onHoverEnd: (event: unknown) => (stop(), props.onHoverEnd?.(event)),
    onFocus: (event: unknown) => (start(), props.onFocus?.(event)),
    onBlur: (event: unknown) => (stop(), props.onBlur?.(event)),
  };
}

import { useEffect } from 'react';
import { Container } from '@web/components/ui/container';
import { Skeleton } from '@web/components/ui/skeleton';
import styles from './decided-in-browser.module.css';

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** The page is decided in the browser (decidedInBrowser): the shell keeps the footer below the first screen until it is. */
    decidedInBrowser?: true;
  }
}

/** Marks the frame in the server's HTML, so the browser knows at start-up that one is waiting to be hydrated. */
const FRAME_MARK = 'data-decided-in-browser';

// The browser hydrates a page's content after the shell, while the router already runs the page's guard.
// A guard that sent the shopper elsewhere before React had hydrated the frame would leave React
// hydrating a page the router has dropped (React errors 520 and 422, then a client render of the lot).
let markFrameHydrated = () => {};
const frameHydrated: Promise<void> =
  typeof document !== 'undefined' && document.querySelector(`[${FRAME_MARK}]`)
    ? new Promise((resolve) => {
        markFrameHydrated = resolve;
      })
    : Promise.resolve();

/** What the server sends, and the browser shows while loading, for a page decided in the browser: a skeleton, never a blank jump. */
function PageFrame() {
  useEffect(() => markFrameHydrated(), []);
  return (
    <Container className={styles.frame} {...{ [FRAME_MARK]: '' }} aria-hidden="true">
      <Skeleton width="45%" height="2.25rem" />
      <Skeleton width="70%" />
      <Skeleton shape="block" height="24rem" />
    </Container>
  );
}

/**
 * Route options of a page decided in the browser: its guard or loader reads what only the browser
 * holds (the cart, the checkout in progress, stored data) or answers with a toast before it redirects.
 * The server sends the frame; the page itself renders once the browser has run them.
 */
export const decidedInBrowser = { ssr: false, pendingComponent: PageFrame, staticData: { decidedInBrowser: true } } as const;

/**
 * For a decided-in-browser page's guard or loader: `throw await afterFrameHydrated(redirect({...}))`.
 * On the page's first load it waits until React has hydrated the frame the server sent; after that at once.
 */
export async function afterFrameHydrated<T>(redirection: T): Promise<T> {
  await frameHydrated;
  return redirection;
}

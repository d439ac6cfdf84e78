import { useEffect } from 'react';
import { useRouter, type NavigateOptions } from '@tanstack/react-router';
import { afterNextPaint } from './after-next-paint';

/** What marks a plain <a> as a page of the shop that the router opens in place (see `AnchorLink`). */
export const APP_ANCHOR_ATTRIBUTE = 'data-app-anchor';

// As the router's own links: a pointer resting this long on a link is intent, not passing over.
const INTENT_DELAY_MS = 50;

// The router's types name routes by their templates ('/$slug'); an anchor holds a concrete path
// ('/business-cards'), which the router matches against those templates at run time.
const toPage = (anchor: HTMLAnchorElement) => ({ href: anchor.getAttribute('href')! }) as unknown as NavigateOptions;

function appAnchorOf(event: Event): HTMLAnchorElement | null {
  return event.target instanceof Element ? event.target.closest<HTMLAnchorElement>(`a[${APP_ANCHOR_ATTRIBUTE}][href]`) : null;
}

/** A click the browser should handle itself: another tab or window, a download, a menu. */
function opensElsewhere(event: MouseEvent, anchor: HTMLAnchorElement): boolean {
  const target = anchor.getAttribute('target');
  return (
    event.defaultPrevented ||
    event.button !== 0 ||
    event.metaKey ||
    event.ctrlKey ||
    event.shiftKey ||
    event.altKey ||
    (target !== null && target !== '_self') ||
    anchor.hasAttribute('download')
  );
}

/**
 * One listener on the document does for every `AnchorLink` what the router's Link does for itself:
 * a plain click opens the page in place, and a pointer resting on it or focus preloads the page's
 * code and data. Long lists of links (the mega menu, the footer) then hydrate as bare elements.
 */
export function useAnchorNavigation(): void {
  const router = useRouter();
  useEffect(() => {
    let intent: { anchor: HTMLAnchorElement; timer: number } | undefined;
    let cancelNavigation = () => {};
    const cancelIntent = () => {
      if (intent) window.clearTimeout(intent.timer);
      intent = undefined;
    };
    // A preload that fails costs nothing: the click loads the page again and shows its error there.
    const preload = (anchor: HTMLAnchorElement) => void router.preloadRoute(toPage(anchor)).catch(() => undefined);

    const onClick = (event: MouseEvent) => {
      const anchor = appAnchorOf(event);
      if (!anchor || opensElsewhere(event, anchor)) return;
      event.preventDefault();
      cancelIntent();
      // The press paints before the router starts on the new address: starting re-renders what reads
      // the location (every link's state, the shell), too much for a press's frame on a slow phone.
      cancelNavigation();
      cancelNavigation = afterNextPaint(() => void router.navigate(toPage(anchor)));
    };
    const onIntent = (event: Event) => {
      const anchor = appAnchorOf(event);
      if (!anchor || intent?.anchor === anchor) return;
      cancelIntent();
      intent = { anchor, timer: window.setTimeout(() => preload(anchor), INTENT_DELAY_MS) };
    };
    const onLeave = (event: Event) => {
      if (intent && appAnchorOf(event) === intent.anchor) cancelIntent();
    };
    // A touch is a tap on its way: no delay.
    const onTouch = (event: Event) => {
      const anchor = appAnchorOf(event);
      if (anchor) preload(anchor);
    };

    // A press not yet started gives way to whatever the shopper did next, as a router Link's press does:
    // Back or Forward, or another navigation (a Link, a search); not the router loading the page on
    // screen again (after a login).
    const stopOnNavigation = router.subscribe('onBeforeNavigate', ({ hrefChanged }) => hrefChanged && cancelNavigation());

    // One abort removes every listener below.
    const listening = new AbortController();
    const { signal } = listening;
    window.addEventListener('popstate', () => cancelNavigation(), { signal });
    document.addEventListener('click', onClick, { signal });
    document.addEventListener('mouseover', onIntent, { signal });
    document.addEventListener('focusin', onIntent, { signal });
    document.addEventListener('mouseout', onLeave, { signal });
    document.addEventListener('focusout', onLeave, { signal });
    document.addEventListener('touchstart', onTouch, { signal, passive: true });
    return () => {
      cancelIntent();
      cancelNavigation();
      stopOnNavigation();
      listening.abort();
    };
  }, [router]);
}

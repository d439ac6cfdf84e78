import { useEffect, useState } from 'react';
import { useRouter } from '@tanstack/react-router';
import styles from '@web/components/ui/visually-hidden.module.css';
import { afterNextPaint } from './after-next-paint';

// Inputs of these types are pressed or picked, not typed into.
const UNTYPED_INPUTS = new Set(['button', 'checkbox', 'color', 'file', 'image', 'radio', 'range', 'reset', 'submit']);

function takesTyping(element: Element): boolean {
  if (element instanceof HTMLInputElement) return !UNTYPED_INPUTS.has(element.type);
  return element instanceof HTMLTextAreaElement || (element instanceof HTMLElement && element.isContentEditable);
}

const OPEN_DIALOG = '[role="dialog"], [role="alertdialog"], dialog[open]';

// How long an overlay left by a navigation may take to close (react-aria's exit animations take 0.2 s).
const OVERLAY_CLOSING_MS = 1_000;

/**
 * Whether focus is where the shopper or the new page put it, to be left there: in a field being typed
 * into (the header search goes to its results while the shopper may still be typing), in a dialog, or
 * anywhere but where the navigation left it (`leftAt`, or nothing): a page that focused its own
 * message, a shopper who tabbed on or tapped into the new page before it painted.
 */
function focusIsDeliberate(leftAt: (Element | null)[]): boolean {
  const focused = document.activeElement;
  if (!focused || focused === document.body || !focused.isConnected) return false;
  return takesTyping(focused) || focused.closest(OPEN_DIALOG) !== null || !leftAt.includes(focused);
}

/**
 * Runs `then` once the overlay has closed and given focus back to the button that opened it, unless
 * focus goes anywhere else first (the shopper clicked on while it was still open). Returns the cancel.
 */
function whenOverlayGivesFocusBack(overlay: Element, then: () => void): () => void {
  const onFocusIn = (event: FocusEvent) => {
    if (overlay.contains(event.target as Node)) return;
    stop();
    if (!overlay.isConnected) then();
  };
  const timer = window.setTimeout(stop, OVERLAY_CLOSING_MS);
  function stop() {
    window.clearTimeout(timer);
    document.removeEventListener('focusin', onFocusIn);
  }
  document.addEventListener('focusin', onFocusIn);
  return stop;
}

/**
 * Focuses the new page's main heading, or the main landmark while the page has none yet (one decided in
 * the browser starts as a skeleton), without scrolling: scroll restoration has put the view where it
 * belongs. Returns whether a heading took the focus, and so was read out. A page of the same route
 * keeps its heading element, which may hold the focus already: focusing it again says nothing. Also
 * where a page puts focus that an overlay it opened itself could give back to nothing.
 */
export function focusNewPage(): boolean {
  const main = document.querySelector('main');
  const target = main?.querySelector('h1') ?? main;
  if (!target || document.activeElement === target) return false;
  // Focusable by script only, never a Tab stop; the ring shows only for keyboard users (:focus-visible).
  if (!target.hasAttribute('tabindex')) target.tabIndex = -1;
  target.focus({ preventScroll: true });
  return document.activeElement === target && target !== main;
}

/**
 * Whether focus was on something as a navigation started and the navigation left it on nothing: the
 * element was hidden or taken off the page meanwhile (a list's skeleton stood in for the page while the
 * next one loaded), and the browser moved focus to the document's body.
 */
function focusWasDropped(focusedAtStart: Element | null): boolean {
  const focused = document.activeElement;
  return focusedAtStart !== null && focusedAtStart !== document.body && (!focused || focused === document.body);
}

/**
 * Runs `then` if `element`, which has the focus, is taken off the page before focus moves on: a list
 * that keeps its last page on screen while the next loads drops the link pressed (Next, on reaching the
 * last page) only once the next page has come. Returns the cancel.
 */
function whenFocusedElementGoes(element: Element, then: () => void): () => void {
  const observer = new MutationObserver(() => {
    if (element.isConnected) return;
    stop();
    then();
  });
  function stop() {
    observer.disconnect();
    document.removeEventListener('focusin', stop);
  }
  observer.observe(document.body, { childList: true, subtree: true });
  document.addEventListener('focusin', stop);
  return stop;
}

/**
 * After a change within a page that took the focused element away: focus goes to where the page's
 * content starts, and the page's title, which names the page of a list, is read out, as the heading
 * alone does not say which page it is. Unless the shopper has already put focus somewhere since.
 */
function refocusSamePage(announce: (title: string) => void) {
  const focused = document.activeElement;
  if (focused && focused !== document.body) return;
  focusNewPage();
  announce(document.title);
}

/**
 * After the router opens another page in place, keyboard and screen reader users start on that page, as
 * they would after a full page load: focus moves to its main heading (read out as it is focused), not
 * left on the link they pressed in the footer or menu, where the next Tab would take them back. Where
 * no heading takes the focus (see focusIsDeliberate and focusNewPage), the new page's title is read out
 * from a polite live region instead; so it is after a link in an overlay, whose heading takes the focus
 * only once the overlay has closed. Only for a new path: the first load, a change of search
 * parameters within a page (sorting, paging) and a jump to an anchor on the page keep focus, unless the
 * change took the focused element off the page, as it rendered (see focusWasDropped) or once the list's
 * next page came (see whenFocusedElementGoes): focus is never left on nothing.
 */
export function PageChangeFocus() {
  const router = useRouter();
  const [announcement, setAnnouncement] = useState('');
  useEffect(() => {
    let focusedAtStart: Element | null = null;
    // The overlay (the phone's menu drawer, the account menu) whose link started the navigation: it
    // closes because the page changes and gives focus back to its button, before or after the new page
    // has rendered, whichever comes first.
    let overlayAtStart: Element | null = null;
    // Where that overlay gave focus back as it closed (its button): where the navigation left focus too,
    // whenever it came, before or after the new page rendered.
    let givenBackTo: Element | null = null;
    let stopWatchingOverlay = () => {};
    let stopWaiting = () => {};
    let cancelMove = () => {};
    const stopStart = router.subscribe('onBeforeNavigate', () => {
      cancelMove();
      stopWaiting();
      stopWatchingOverlay();
      focusedAtStart = document.activeElement;
      overlayAtStart = focusedAtStart?.closest(OPEN_DIALOG) ?? null;
      givenBackTo = null;
      const overlay = overlayAtStart;
      if (!overlay) return;
      const onFocusIn = (event: FocusEvent) => {
        if (overlay.contains(event.target as Node)) return;
        givenBackTo = event.target as Element;
        stopWatchingOverlay();
      };
      document.addEventListener('focusin', onFocusIn);
      stopWatchingOverlay = () => document.removeEventListener('focusin', onFocusIn);
    });
    const stopRendered = router.subscribe('onRendered', ({ fromLocation, toLocation, pathChanged }) => {
      if (!fromLocation) return;
      if (!pathChanged) {
        // An overlay the change closes (an invoice open in the address, closed by Back) gives focus back itself.
        if (overlayAtStart) return;
        if (focusWasDropped(focusedAtStart)) cancelMove = afterNextPaint(() => refocusSamePage(setAnnouncement));
        else if (focusedAtStart && document.activeElement === focusedAtStart) {
          stopWaiting = whenFocusedElementGoes(focusedAtStart, () => refocusSamePage(setAnnouncement));
        }
        return;
      }
      // Where the navigation left focus: the link pressed, and after a link in a menu, wherever focus
      // is as the new page renders (the menu's button, if the menu has closed and given it back).
      const leftAt = [focusedAtStart, overlayAtStart && document.activeElement];
      // Once the new page has painted: focusing it in the task that drew it would have the browser lay
      // the whole page out there and then, keeping the page from answering for a tenth of a second.
      cancelMove = afterNextPaint(() => {
        const toAnchor = toLocation.hash !== '' && document.getElementById(toLocation.hash) !== null;
        const overlay = toAnchor ? null : overlayAtStart;
        let headingFocused = false;
        if (overlay?.contains(document.activeElement)) stopWaiting = whenOverlayGivesFocusBack(overlay, focusNewPage);
        else headingFocused = !toAnchor && !focusIsDeliberate([...leftAt, givenBackTo]) && focusNewPage();
        setAnnouncement(headingFocused ? '' : document.title);
      });
    });
    return () => {
      cancelMove();
      stopWaiting();
      stopWatchingOverlay();
      stopStart();
      stopRendered();
    };
  }, [router]);
  return (
    <p role="status" className={styles.visuallyHidden}>
      {announcement}
    </p>
  );
}

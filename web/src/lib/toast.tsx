import { useEffect } from 'react';
import { BffError } from './bff-client';
import { loadOnIntent } from './lazy-on-intent';
import type * as Sonner from 'sonner';

// Toasts come after something happened, never with the first paint: sonner loads when the shopper
// first presses or types anything (what a toast follows), or when a toast is asked for, and the toaster
// goes on the page then; a toast made before its toaster is there shows when it is. Offline, a toast
// that cannot load sonner is dropped (the offline banner says why nothing happens) and the next press
// tries again: the page itself never fails for want of its toaster.
const sonner = loadOnIntent(() => import('sonner'));
const FIRST_INTERACTIONS = ['pointerdown', 'keydown'] as const;

// The toaster is a live region: a screen reader announces what is added to it only once it has noticed
// the region itself, so a page's first toast waits until the toaster has been on the page this long.
export const LIVE_REGION_NOTICED_MS = 150;
let toasterNoticed: () => void = () => undefined;
const toasterReady = new Promise<void>((resolve) => (toasterNoticed = resolve));

type Kind = 'success' | 'error' | 'info' | 'warning';

interface NotifyOptions {
  description?: string;
  /** Milliseconds; sonner's default (4 s) otherwise. */
  duration?: number;
  /** One button in the toast, e.g. 'View cart' after adding to it. */
  action?: { label: string; onClick: () => void };
  /** The failed call an error toast reports, when it reports one. */
  cause?: unknown;
}

/**
 * Toasts with a stable id made of their kind and text: the same message shown twice replaces itself
 * instead of stacking (DESIGN: one at a time for the same message).
 */
function show(kind: Kind, title: string, options: NotifyOptions = {}) {
  if (kind === 'error' && pageAnswer && refusedForAnotherAccount(options.cause)) {
    const { cause: _answered, ...shown } = options;
    pageAnswer.then(
      () => undefined,
      () => show(kind, title, shown),
    );
    return;
  }
  const id = `${kind}:${title}:${options.description ?? ''}`;
  Promise.all([sonner.load(), toasterReady]).then(
    ([{ toast }]) => toast[kind](title, { id, description: options.description, duration: options.duration, action: options.action }),
    () => undefined,
  );
}

// A refusal the whole page answers (it catches up with the account logged in elsewhere) has one message,
// the page's: an error toast reporting that refusal would only say the same thing less clearly. It is
// dropped once the page has answered, and shown if it could not. Every other error toast shows as
// usual, whatever the page is doing meanwhile.
let pageAnswer: Promise<unknown> | undefined;

const refusedForAnotherAccount = (cause: unknown) => cause instanceof BffError && cause.isAccountChanged;

export const notify = {
  success: (title: string, options?: NotifyOptions) => show('success', title, options),
  error: (title: string, options?: NotifyOptions) => show('error', title, options),
  info: (title: string, options?: NotifyOptions) => show('info', title, options),
  warning: (title: string, options?: NotifyOptions) => show('warning', title, options),
  /**
   * The page answers a refusal for another account than the one logged in (409 account_changed) itself,
   * with its own toast, once `answer` settles: an error toast whose `cause` is that refusal is held until
   * then, dropped when it resolves and shown when it rejects.
   */
  answeredBy: (answer: Promise<unknown>) => {
    pageAnswer = answer;
  },
  /** Clears the toasts on screen (none when sonner never loaded). */
  dismissAll: () => void sonner.current()?.toast.dismiss(),
};

// Toasts start below the header's row of actions (its cart button ends 102 px down on wide screens, 96 px
// on phones): the toast that follows an action ('Added to your cart') must not cover the cart button or
// the account corner, which is where the shopper reaches next.
const OFFSET = { top: 110, right: 24 };
const MOBILE_OFFSET = { top: 104, right: 12, left: 12 };

function ShopToaster({ Toaster }: { Toaster: typeof Sonner.Toaster }) {
  useEffect(() => void setTimeout(toasterNoticed, LIVE_REGION_NOTICED_MS), []);
  return <Toaster position="top-right" offset={OFFSET} mobileOffset={MOBILE_OFFSET} richColors closeButton visibleToasts={3} />;
}

/** Where toasts show: in the browser only, once sonner is there (never while the page hydrates). */
export function Toasts() {
  const [loaded, request] = sonner.useLoaded();
  useEffect(() => {
    if (loaded) return;
    // Loaded before this toaster was on the page (a toast asked for early): it goes on at once.
    if (sonner.current()) request();
    for (const type of FIRST_INTERACTIONS) window.addEventListener(type, request, { capture: true });
    return () => {
      for (const type of FIRST_INTERACTIONS) window.removeEventListener(type, request, { capture: true });
    };
  }, [loaded, request]);
  return loaded ? <ShopToaster Toaster={loaded.Toaster} /> : null;
}

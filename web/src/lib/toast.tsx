import { lazy, Suspense } from 'react';
import { useHydrated } from '@tanstack/react-router';
import type * as Sonner from 'sonner';

// Toasts come after something happened, never with the first paint: sonner loads once the page is
// hydrated (or a toast is asked for); a toast made before its toaster is on the page shows when it is.
let sonner: Promise<typeof Sonner> | undefined;
const loadSonner = () => (sonner ??= import('sonner'));

type Kind = 'success' | 'error' | 'info' | 'warning';

interface NotifyOptions {
  description?: string;
  /** Milliseconds; sonner's default (4 s) otherwise. */
  duration?: number;
  /** One button in the toast, e.g. 'View cart' after adding to it. */
  action?: { label: string; onClick: () => void };
}

/**
 * Toasts with a stable id made of their kind and text: the same message shown twice replaces itself
 * instead of stacking (DESIGN: one at a time for the same message).
 */
function show(kind: Kind, title: string, options: NotifyOptions = {}) {
  const id = `${kind}:${title}:${options.description ?? ''}`;
  void loadSonner().then(({ toast }) =>
    toast[kind](title, { id, description: options.description, duration: options.duration, action: options.action }),
  );
}

export const notify = {
  success: (title: string, options?: NotifyOptions) => show('success', title, options),
  error: (title: string, options?: NotifyOptions) => show('error', title, options),
  info: (title: string, options?: NotifyOptions) => show('info', title, options),
  warning: (title: string, options?: NotifyOptions) => show('warning', title, options),
};

// Toasts start below the header's row of actions (its cart button ends 102 px down on wide screens, 96 px
// on phones): the toast that follows an action ('Added to your cart') must not cover the cart button or
// the account corner, which is where the shopper reaches next.
const OFFSET = { top: 110, right: 24 };
const MOBILE_OFFSET = { top: 104, right: 12, left: 12 };

const LazyToaster = lazy(() =>
  loadSonner().then(({ Toaster }) => ({
    default: () => (
      <Toaster position="top-right" offset={OFFSET} mobileOffset={MOBILE_OFFSET} richColors closeButton visibleToasts={3} />
    ),
  })),
);

/** Where toasts show: mounted in the browser only, after hydration, with sonner's code loaded then. */
export function Toasts() {
  const hydrated = useHydrated();
  return hydrated ? (
    <Suspense fallback={null}>
      <LazyToaster />
    </Suspense>
  ) : null;
}

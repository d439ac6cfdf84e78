import { useSyncExternalStore } from 'react';

// The stand-alone login modal is mounted once, beside the header's login; any page (the cart, an
// account page whose session ended) opens it with openLoginModal() instead of mounting its own, so
// the shopper logs in without leaving the page they are on.

export interface LoginModalRequest {
  /** Why the shopper is asked, shown above the form (e.g. 'Your session has ended…'). */
  notice?: string;
  /** Runs once the shopper has logged in: the action that needed the session carries on. */
  onLoggedIn?: () => void;
  /** Runs when the shopper closes the modal without logging in. */
  onDismissed?: () => void;
}

let request: LoginModalRequest | null = null;
const listeners = new Set<() => void>();

function set(next: LoginModalRequest | null) {
  if (request === next) return;
  request = next;
  for (const listener of listeners) listener();
}

/** Opens the modal; a second request while it is open replaces the first (the latest action wins). */
export function openLoginModal(next: LoginModalRequest = {}): void {
  set(next);
}

/** Closes the modal; `loggedIn` says which of the request's callbacks runs. */
export function closeLoginModal(loggedIn = false): void {
  const closed = request;
  set(null);
  if (loggedIn) closed?.onLoggedIn?.();
  else closed?.onDismissed?.();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The open request, or null while the modal is closed. */
export function useLoginModalRequest(): LoginModalRequest | null {
  return useSyncExternalStore(subscribe, () => request, () => null);
}

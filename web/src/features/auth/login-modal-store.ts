import { useSyncExternalStore } from 'react';

// The stand-alone login modal is mounted once, beside the header's login; any page (checkout, an
// account page whose session ended) opens it with openLoginModal() instead of mounting its own.
let open = false;
const listeners = new Set<() => void>();

function setOpen(next: boolean) {
  if (open === next) return;
  open = next;
  for (const listener of listeners) listener();
}

export function openLoginModal(): void {
  setOpen(true);
}

export function closeLoginModal(): void {
  setOpen(false);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useLoginModalOpen(): boolean {
  return useSyncExternalStore(subscribe, () => open, () => false);
}

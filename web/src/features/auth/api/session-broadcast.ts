// Tabs of the shop share one session cookie, so a login or logout in one changes who every other tab
// is acting for: each tells the others at once (the cart does the same through the `storage` event).

const CHANNEL_NAME = 'printshop.session';

// One channel per tab, for telling and hearing alike: a channel does not hear its own messages, so a
// tab is never told of the change it made itself.
let channel: BroadcastChannel | null | undefined;
function sessionChannel(): BroadcastChannel | null {
  channel ??= typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(CHANNEL_NAME);
  return channel;
}

/** After this tab logged in, logged out or started a guest checkout. */
export function announceSessionChange(): void {
  sessionChannel()?.postMessage('session-changed');
}

/** Calls `listener` whenever another tab announces a change; answers how to stop. */
export function onSessionChangeElsewhere(listener: () => void): () => void {
  const heard = sessionChannel();
  heard?.addEventListener('message', listener);
  return () => heard?.removeEventListener('message', listener);
}

import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { LIVE_REGION_NOTICED_MS, Toasts, notify } from './toast';

const sonner = vi.hoisted(() => ({ imported: false }));
vi.mock('sonner', async (importOriginal) => {
  sonner.imported = true;
  return importOriginal();
});

/** When the toaster's live region first showed up on the page, and when `text` first showed up in it. */
function watchLiveRegion(text: string) {
  const seen: { region?: number; text?: number } = {};
  const observer = new MutationObserver(() => {
    const region = document.querySelector('section[aria-live]');
    if (region) seen.region ??= performance.now();
    if (region?.textContent?.includes(text)) seen.text ??= performance.now();
  });
  observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  return { seen, stop: () => observer.disconnect() };
}

describe('toasts', () => {
  // First in the file: whether sonner was asked for is the toast module's state, fresh in each file.
  it("leave sonner unloaded until the shopper's first press, then load it for the toast that follows", async () => {
    const live = watchLiveRegion('Saved');
    render(<Toasts />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(sonner.imported).toBe(false);

    fireEvent.pointerDown(document.body);
    expect(await screen.findByRole('region', { name: /Notifications/ })).toBeInTheDocument();
    expect(sonner.imported).toBe(true);
    notify.info('Saved');
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    live.stop();
    // The page's first toast waits until a screen reader has noticed the live region (timers may fire a millisecond early).
    expect(live.seen.text! - live.seen.region!).toBeGreaterThanOrEqual(LIVE_REGION_NOTICED_MS - 2);
  });

  it('asked for before the toaster is on the page show once it is', async () => {
    notify.success('Added to your cart', { description: 'Standard business cards' });
    render(<Toasts />);
    expect(await screen.findByText('Added to your cart')).toBeInTheDocument();
    expect(screen.getByText('Standard business cards')).toBeInTheDocument();
  });
});

import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ACCOUNT_CHANGED } from '@bff/schemas/shown-account';
import { BffError } from './bff-client';
import { LIVE_REGION_NOTICED_MS, Toasts, notify } from './toast';

const sonner = vi.hoisted(() => ({ imported: false }));
vi.mock('sonner', async (importOriginal) => {
  sonner.imported = true;
  return importOriginal();
});

/**
 * Holds back the toaster's wait for a screen reader to notice its live region (its only timer of that
 * length) until `release`, so the test decides when that time has passed.
 */
function holdNoticedWait() {
  const held: (() => void)[] = [];
  const schedule = globalThis.setTimeout;
  const spy = vi.spyOn(globalThis, 'setTimeout').mockImplementation(((handler: () => void, ms?: number) => {
    if (ms !== LIVE_REGION_NOTICED_MS) return schedule(handler, ms);
    held.push(handler);
    return schedule(() => undefined, 0);
  }) as typeof setTimeout);
  return {
    release: () => {
      spy.mockRestore();
      expect(held, 'waits for the live region to be noticed').toHaveLength(1);
      for (const handler of held) handler();
    },
  };
}

describe('toasts', () => {
  // First in the file: whether sonner was asked for is the toast module's state, fresh in each file.
  it("leave sonner unloaded until the shopper's first press, then load it for the toast that follows", async () => {
    const noticed = holdNoticedWait();
    render(<Toasts />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(sonner.imported).toBe(false);

    fireEvent.pointerDown(document.body);
    expect(await screen.findByRole('region', { name: /Notifications/ })).toBeInTheDocument();
    expect(sonner.imported).toBe(true);
    notify.info('Saved');
    // The page's first toast waits until a screen reader has noticed the live region.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByText('Saved')).toBeNull();
    act(() => noticed.release());
    expect(await screen.findByText('Saved')).toBeInTheDocument();
  });

  it('asked for before the toaster is on the page show once it is', async () => {
    notify.success('Added to your cart', { description: 'Standard business cards' });
    render(<Toasts />);
    expect(await screen.findByText('Added to your cart')).toBeInTheDocument();
    expect(screen.getByText('Standard business cards')).toBeInTheDocument();
  });

  it('reporting a refusal the page answers itself (another account logged in) are dropped once it has, and shown if it could not', async () => {
    render(<Toasts />);
    const refused = () => new BffError(409, ACCOUNT_CHANGED.code, ACCOUNT_CHANGED.message);
    const answered = Promise.resolve();
    notify.answeredBy(answered);
    notify.error('Answered by the page', { cause: refused() });
    await answered;
    notify.answeredBy(Promise.reject(new Error('offline')));
    notify.error('Not answered by the page', { cause: refused() });
    expect(await screen.findByText('Not answered by the page')).toBeInTheDocument();
    expect(screen.queryByText('Answered by the page')).toBeNull();
  });

  it('not reporting that refusal show while the page answers it, as they would otherwise', async () => {
    render(<Toasts />);
    notify.answeredBy(new Promise(() => undefined));
    notify.error('Could not load the quote', { cause: new BffError(503, 'upstream_unavailable', 'Down') });
    notify.error('Copy failed');
    expect(await screen.findByText('Could not load the quote')).toBeInTheDocument();
    expect(await screen.findByText('Copy failed')).toBeInTheDocument();
  });
});

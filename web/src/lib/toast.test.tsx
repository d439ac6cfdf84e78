import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Toasts, notify } from './toast';

const sonner = vi.hoisted(() => ({ imported: false }));
vi.mock('sonner', async (importOriginal) => {
  sonner.imported = true;
  return importOriginal();
});

describe('toasts', () => {
  // First in the file: whether sonner was asked for is the toast module's state, fresh in each file.
  it("leave sonner unloaded until the shopper's first press, then load it for the toast that follows", async () => {
    render(<Toasts />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(sonner.imported).toBe(false);

    fireEvent.pointerDown(document.body);
    expect(await screen.findByRole('region', { name: /Notifications/ })).toBeInTheDocument();
    expect(sonner.imported).toBe(true);
    notify.info('Saved');
    expect(await screen.findByText('Saved')).toBeInTheDocument();
  });

  it('asked for before the toaster is on the page show once it is', async () => {
    notify.success('Added to your cart', { description: 'Standard business cards' });
    render(<Toasts />);
    expect(await screen.findByText('Added to your cart')).toBeInTheDocument();
    expect(screen.getByText('Standard business cards')).toBeInTheDocument();
  });
});

import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Toasts, notify } from './toast';

describe('toasts', () => {
  it('asked for before the toaster is on the page show once it is', async () => {
    notify.success('Added to your cart', { description: 'Standard business cards' });
    render(<Toasts />);
    expect(await screen.findByText('Added to your cart')).toBeInTheDocument();
    expect(screen.getByText('Standard business cards')).toBeInTheDocument();
  });
});

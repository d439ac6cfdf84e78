import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { lazyOnIntent } from './lazy-on-intent';

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

describe('lazyOnIntent', () => {
  it('fetches the code once, on intent or on first render, showing the fallback until it arrives', async () => {
    let arrive!: () => void;
    const load = vi.fn(() => new Promise<typeof Greeting>((resolve) => (arrive = () => resolve(Greeting))));
    const { Component, preload } = lazyOnIntent(load, <p>Loading…</p>);
    expect(load).not.toHaveBeenCalled();

    preload();
    preload();
    render(<Component name="Olivia" />);
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    await act(async () => arrive());
    expect(await screen.findByText('Hello Olivia')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });
});

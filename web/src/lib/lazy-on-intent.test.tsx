import { act, render, renderHook, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { lazyOnIntent, loadOnIntent } from './lazy-on-intent';

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

  it('keeps the fallback when the code cannot be fetched (offline), and fetches it again once back online', async () => {
    const load = vi.fn<() => Promise<typeof Greeting>>().mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module')).mockResolvedValue(Greeting);
    const { Component } = lazyOnIntent(load, <p>Loading…</p>);
    render(<Component name="Olivia" />);
    await act(async () => {});
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);

    await act(async () => void window.dispatchEvent(new Event('online')));
    expect(await screen.findByText('Hello Olivia')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('loadOnIntent', () => {
  it('asks for nothing while offline, so the browser keeps no failed file, and loads once back online', async () => {
    const module = { name: 'popover' };
    const load = vi.fn(() => Promise.resolve(module));
    const { useLoaded } = loadOnIntent(load);
    const { result } = renderHook(() => useLoaded());
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      await act(async () => result.current[1]());
      expect(load).not.toHaveBeenCalled();
      expect(result.current[0]).toBeUndefined();
    } finally {
      onLine.mockRestore();
    }
    await act(async () => result.current[1]());
    expect(result.current[0]).toBe(module);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('gives nothing until asked, then the module; a load that failed is tried again on the next intent', async () => {
    const module = { name: 'combobox' };
    const load = vi.fn<() => Promise<typeof module>>().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(module);
    const { useLoaded } = loadOnIntent(load);
    const { result } = renderHook(() => useLoaded());
    expect(result.current[0]).toBeUndefined();
    expect(load).not.toHaveBeenCalled();

    await act(async () => result.current[1]());
    expect(result.current[0]).toBeUndefined();
    await act(async () => result.current[1]());
    expect(result.current[0]).toBe(module);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('gives the module to every component that uses it, whoever asked for it', async () => {
    const module = { name: 'sonner' };
    const { useLoaded, load } = loadOnIntent(() => Promise.resolve(module));
    const { result } = renderHook(() => useLoaded());
    await act(async () => void (await load()));
    expect(result.current[0]).toBe(module);
  });
});

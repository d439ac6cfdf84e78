import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { serializeCart, type CartItem } from './cart-rules';
import { createCartItem } from './test/create-cart-item';

const KEY = 'printshop.cart';

// The store reads storage when its module loads, so each test loads a fresh copy.
async function loadStore() {
  vi.resetModules();
  return import('./cart-store');
}

const stored = () => JSON.parse(window.localStorage.getItem(KEY) ?? 'null') as { items: CartItem[] } | null;

beforeEach(() => window.localStorage.clear());
afterEach(() => window.localStorage.clear());

describe('cart store', () => {
  it('saves every change under its one key', async () => {
    const { useCart } = await loadStore();
    const { result } = renderHook(() => useCart());
    act(() => result.current.add(createCartItem()));
    expect(stored()?.items.map((item) => item.code)).toEqual(['line-1']);
    act(() => result.current.edit('line-1', { quantity: { customQuantity: 500, rangeTo: null, id: null } }));
    expect(stored()?.items[0]?.quantity.customQuantity).toBe(500);
    act(() => result.current.remove('line-1'));
    expect(stored()?.items).toEqual([]);
    expect(result.current.cart.items).toEqual([]);
  });

  it('restores the saved cart on load', async () => {
    window.localStorage.setItem(KEY, serializeCart({ items: [createCartItem({ code: 'kept' })] }));
    const { useCart } = await loadStore();
    const { result } = renderHook(() => useCart());
    expect(result.current.cart.items.map((item) => item.code)).toEqual(['kept']);
  });

  it('follows a change another tab made', async () => {
    const { useCart } = await loadStore();
    const { result } = renderHook(() => useCart());
    const newValue = serializeCart({ items: [createCartItem({ code: 'from-other-tab' })] });
    act(() => {
      window.localStorage.setItem(KEY, newValue);
      window.dispatchEvent(new StorageEvent('storage', { key: KEY, newValue, storageArea: window.localStorage }));
    });
    expect(result.current.cart.items.map((item) => item.code)).toEqual(['from-other-tab']);
  });

  it('empties when another tab clears the storage (logout)', async () => {
    window.localStorage.setItem(KEY, serializeCart({ items: [createCartItem()] }));
    const { useCart } = await loadStore();
    const { result } = renderHook(() => useCart());
    act(() => {
      window.localStorage.clear();
      window.dispatchEvent(new StorageEvent('storage', { key: null, storageArea: window.localStorage }));
    });
    expect(result.current.cart.items).toEqual([]);
  });

  it('ignores other keys', async () => {
    const { useCart } = await loadStore();
    const { result } = renderHook(() => useCart());
    act(() => result.current.add(createCartItem()));
    const before = result.current.cart;
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: 'other', newValue: 'x', storageArea: window.localStorage }));
    });
    expect(result.current.cart).toBe(before);
  });
});

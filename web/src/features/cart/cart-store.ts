import { useSyncExternalStore } from 'react';
import {
  EMPTY_CART,
  addItem,
  clearCart,
  editItem,
  parseCart,
  removeItem,
  replaceItem,
  serializeCart,
  type Cart,
  type CartItem,
  type CartItemChanges,
} from './cart-rules';

// The one cart of this browser: saved to localStorage on every change,
// restored on load, and kept in step across tabs through the `storage` event, which the browser
// fires in every other tab of the origin when one of them writes.

/** Cart lines only: no personal data, no token (those never reach the browser's storage). */
export const CART_STORAGE_KEY = 'printshop.cart';

function readStored(): Cart {
  try {
    return parseCart(window.localStorage.getItem(CART_STORAGE_KEY));
  } catch {
    // Storage can be disabled (privacy modes): the cart then lives for this page only.
    return EMPTY_CART;
  }
}

let current: Cart = typeof window === 'undefined' ? EMPTY_CART : readStored();
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

function commit(next: Cart) {
  // The rules return the same cart when nothing changed: no write, no re-render.
  if (next === current) return;
  current = next;
  try {
    window.localStorage.setItem(CART_STORAGE_KEY, serializeCart(next));
  } catch {
    // Full or disabled storage: the cart still works in this tab.
  }
  emit();
}

function onStorage(event: StorageEvent) {
  // key null: another tab cleared the whole storage (logout, /clear).
  if (event.storageArea !== window.localStorage || (event.key !== CART_STORAGE_KEY && event.key !== null)) return;
  current = parseCart(event.key === null ? null : event.newValue);
  emit();
}

// Another tab may have written while nobody here was listening.
function catchUpWithStorage() {
  const stored = readStored();
  if (serializeCart(stored) !== serializeCart(current)) current = stored;
}

function subscribe(listener: () => void) {
  if (listeners.size === 0) {
    window.addEventListener('storage', onStorage);
    catchUpWithStorage();
  }
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('storage', onStorage);
  };
}

const getSnapshot = () => current;

/** The cart now, outside React (route guards); components use `useCart()` to follow its changes. */
export function getCart(): Cart {
  if (typeof window === 'undefined') return EMPTY_CART;
  if (listeners.size === 0) catchUpWithStorage();
  return current;
}

/** The cart actions; each saves the cart and updates every `useCart()` here and in other tabs. */
export const cartActions = {
  /** Adds a line by the cart rules: a matching bundle line or the same code is replaced, else appended. */
  add: (item: CartItem) => commit(addItem(current, item)),
  /** Changes the line with this code. */
  edit: (code: string, changes: CartItemChanges) => commit(editItem(current, code, changes)),
  /** Puts a line configured again on its product page in the place of the line with this code, keeping the code. */
  replace: (code: string, item: CartItem) => commit(replaceItem(current, code, item)),
  remove: (code: string) => commit(removeItem(current, code)),
  clear: () => commit(clearCart()),
};

/**
 * The cart now, re-rendering on every change (this tab or another), with its actions:
 * `const { cart, add } = useCart()`.
 */
export function useCart(): { cart: Cart } & typeof cartActions {
  const cart = useSyncExternalStore(subscribe, getSnapshot, () => EMPTY_CART);
  return { cart, ...cartActions };
}

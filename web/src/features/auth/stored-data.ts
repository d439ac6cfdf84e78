/**
 * Empties what this shop keeps in the browser's storage (cart, shipment and order-process state:
 * never a token or password, those live in the BFF's httpOnly cookie). The whole origin's storage is
 * the shop's, so everything goes, as the spec's /clear does, except the keys in `keep`.
 */
export function clearStoredData({ keep = [] }: { keep?: readonly string[] } = {}): void {
  for (const storage of [window.localStorage, window.sessionStorage]) {
    try {
      if (keep.length === 0) {
        storage.clear();
        continue;
      }
      // Removed key by key: clear() would take the kept keys with it.
      const keys = Array.from({ length: storage.length }, (_, index) => storage.key(index)).filter((key): key is string => key !== null);
      for (const key of keys) if (!keep.includes(key)) storage.removeItem(key);
    } catch {
      // Storage can be disabled (privacy modes); then there is nothing to clear.
    }
  }
}

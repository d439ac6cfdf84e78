/**
 * Empties what this shop keeps in the browser's storage (cart, shipment and order-process state:
 * never a token or password, those live in the BFF's httpOnly cookie). The whole origin's storage is
 * the shop's, so everything goes, as the spec's /clear and logout do.
 */
export function clearStoredData(): void {
  for (const storage of [window.localStorage, window.sessionStorage]) {
    try {
      storage.clear();
    } catch {
      // Storage can be disabled (privacy modes); then there is nothing to clear.
    }
  }
}

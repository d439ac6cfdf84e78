/**
 * A short fingerprint of a cart by its lines' codes, the same in the BFF and the browser. A code is
 * made at random when a line is added, so the same key means the same cart the shopper placed, never
 * a later one: the checkout remembers which cart its last order came from without holding the codes.
 * (cyrb53, a 53-bit non-cryptographic hash: it tells carts apart, it keeps nothing secret.)
 */
export function cartLinesKey(codes: readonly string[]): string {
  const text = [...codes].sort().join('\n');
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let index = 0; index < text.length; index++) {
    const char = text.charCodeAt(index);
    h1 = Math.imul(h1 ^ char, 2654435761);
    h2 = Math.imul(h2 ^ char, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
}

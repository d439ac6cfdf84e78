/**
 * Sealed cookies already opened, by their exact text. Opening a seal (key derivation, HMAC check and
 * decryption through WebCrypto, each a trip to libuv's thread pool) was a third of the CPU of a
 * signed-in page, and a page opens the same cookie once for itself and once for each of its loaders'
 * in-process calls. The text is the whole seal, HMAC included, so a cookie that differs by one
 * character is a different key and is opened (and checked) in full. An entry is used only until the
 * seal's own expiry, and the oldest entries go first once `max` are kept.
 */
export class OpenedSeals {
  private readonly opened = new Map<string, { value: unknown; expiresAt: number }>();

  constructor(private readonly max = 5_000) {}

  /** The value a seal opened to before, while the seal has not expired. */
  get(sealed: string, now = Date.now()): unknown {
    const entry = this.opened.get(sealed);
    if (!entry) return undefined;
    if (entry.expiresAt > now) return entry.value;
    this.opened.delete(sealed);
    return undefined;
  }

  /** Keeps what `sealed` opened to; a seal without an expiry of its own is not kept. */
  remember(sealed: string, value: unknown): void {
    const expiresAt = expiryOf(sealed);
    if (expiresAt === null) return;
    if (this.opened.size >= this.max) this.opened.delete(this.opened.keys().next().value as string);
    this.opened.set(sealed, { value, expiresAt });
  }
}

/** An iron seal's expiry (epoch ms), its sixth `*`-separated part; null when it has none. */
function expiryOf(sealed: string): number | null {
  const expiration = sealed.split('*')[5];
  return expiration && /^[1-9]\d*$/.test(expiration) ? Number(expiration) : null;
}

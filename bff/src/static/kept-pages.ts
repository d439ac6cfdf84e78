import { LRUCache } from 'lru-cache';

/** A rendered page kept as UTF-8 bytes, cut where its nonce was, so each answer gets its own nonce. */
export interface KeptPage {
  withNonce(nonce: string): Uint8Array<ArrayBuffer>;
  /** Bytes it holds, for the cache's bound. */
  bytes: number;
}

// Bound of the kept pages in bytes of HTML (a page is about 100 kB).
const MAX_BYTES = 32 * 1024 * 1024;

const utf8 = new TextEncoder();

function keptPage(html: string, nonce: string): KeptPage {
  const parts = html.split(nonce).map((part) => utf8.encode(part));
  const partsLength = parts.reduce((sum, part) => sum + part.length, 0);
  return {
    bytes: partsLength,
    withNonce(fresh) {
      const nonceBytes = utf8.encode(fresh);
      const page = new Uint8Array(partsLength + nonceBytes.length * (parts.length - 1));
      let offset = 0;
      parts.forEach((part, index) => {
        if (index > 0) {
          page.set(nonceBytes, offset);
          offset += nonceBytes.length;
        }
        page.set(part, offset);
        offset += part.length;
      });
      return page;
    },
  };
}

/**
 * Pages rendered for visitors who are nobody in particular, kept `seconds` by key. While one is being
 * rendered, other requests for it wait for that render rather than rendering it again at once.
 */
export function createKeptPages(seconds: number) {
  const pages = new LRUCache<string, KeptPage>({
    maxSize: MAX_BYTES,
    sizeCalculation: (page) => page.bytes,
    ttl: seconds * 1000,
  });
  const rendering = new Map<string, Promise<KeptPage | undefined>>();

  return {
    /** The page kept for key, or the render of it under way, or undefined when neither. */
    find(key: string): KeptPage | Promise<KeptPage | undefined> | undefined {
      return pages.get(key) ?? rendering.get(key);
    },
    /**
     * Marks key as being rendered; call the answer once with the rendered page and its nonce, or with
     * nothing when the page may not be kept (waiting requests then render their own).
     */
    rendering(key: string): (rendered?: { html: string; nonce: string }) => void {
      let settle: (page: KeptPage | undefined) => void = () => undefined;
      const underWay = new Promise<KeptPage | undefined>((resolve) => (settle = resolve));
      rendering.set(key, underWay);
      let settled = false;
      return (rendered) => {
        if (settled) return;
        settled = true;
        if (rendering.get(key) === underWay) rendering.delete(key);
        const page = rendered ? keptPage(rendered.html, rendered.nonce) : undefined;
        if (page) pages.set(key, page);
        settle(page);
      };
    },
  };
}

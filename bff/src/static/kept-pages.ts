import { constants, crc32, deflateRawSync } from 'node:zlib';
import { LRUCache } from 'lru-cache';
import { escapeRegExp } from '../lib/reg-exp';

/**
 * A rendered page kept as UTF-8 bytes, cut where the strings new in each answer were (its nonce, the
 * server's time of the answer), so each answer gets its own. `fresh` is the answer's own strings, in
 * the order of those the page was kept with.
 */
export interface KeptPage {
  withFresh(fresh: readonly string[]): Uint8Array<ArrayBuffer>;
  /**
   * The same page as gzip, for clients that take it (every browser): compressed when kept, so an answer
   * costs a checksum instead of compressing the whole page. Undefined for a fresh string of another
   * length than the kept page's, or a page that could not be compressed so (one with a NUL character).
   */
  gzipWithFresh(fresh: readonly string[]): Uint8Array<ArrayBuffer> | undefined;
  /** Bytes it holds, for the cache's bound. */
  bytes: number;
}

// Bound of the kept pages in bytes of HTML and its gzip (a page is about 75 kB and 15 kB).
const MAX_BYTES = 32 * 1024 * 1024;

const utf8 = new TextEncoder();

// deflate's window: the furthest back a match may reach.
const WINDOW_BYTES = 32 * 1024;
// gzip's header: deflate, no file name or time, an unknown system.
const GZIP_HEADER = Uint8Array.of(0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff);

/**
 * The stretches between a page's fresh strings deflated for a gzip stream into which any strings of the
 * same lengths can be put: each stretch ends byte-aligned (a sync flush), so a string can go between two
 * as a stored (uncompressed) block. Each stretch is compressed with the window before it as its dictionary
 * (what the browser's inflater has just written out), with NUL bytes where the strings go: no stretch
 * holds a NUL, so no match reaches into one, and the page compresses about as well as in one piece.
 * `gaps`: the byte length of the string after each stretch but the last.
 */
function deflateAroundGaps(parts: Uint8Array<ArrayBuffer>[], gaps: number[]): Uint8Array<ArrayBuffer>[] | undefined {
  if (parts.some((part) => part.includes(0))) return undefined;
  // The inflater's window: the last bytes it will have written when it reaches the next stretch.
  let inflated = new Uint8Array(0);
  return parts.map((part, index) => {
    const last = index === parts.length - 1;
    const deflated = deflateRawSync(part, {
      finishFlush: last ? constants.Z_FINISH : constants.Z_SYNC_FLUSH,
      ...(inflated.length > 0 ? { dictionary: inflated } : {}),
    });
    inflated = Buffer.concat([inflated, part, new Uint8Array(gaps[index] ?? 0)]).subarray(-WINDOW_BYTES);
    return new Uint8Array(deflated);
  });
}

/** A stored deflate block holding `bytes` as they are; it starts on a byte boundary, as a sync flush leaves it. */
function storedBlock(bytes: Uint8Array): Uint8Array<ArrayBuffer> {
  const block = new Uint8Array(5 + bytes.length);
  const view = new DataView(block.buffer);
  view.setUint16(1, bytes.length, true);
  view.setUint16(3, ~bytes.length & 0xffff, true);
  block.set(bytes, 5);
  return block;
}

/** `parts` with `between[i]` put between parts i and i + 1, where a fresh string was cut out. */
const interleave = <T>(parts: T[], between: T[]): T[] => parts.flatMap((part, index) => (index > 0 ? [between[index - 1]!, part] : [part]));

function keptPage(html: string, rendered: readonly string[]): KeptPage {
  // Split at a capturing pattern: the stretches at even places, the fresh string cut out after each at odd.
  const pieces = html.split(new RegExp(`(${rendered.map(escapeRegExp).join('|')})`));
  const parts = pieces.filter((_, index) => index % 2 === 0).map((part) => utf8.encode(part));
  const slots = pieces.filter((_, index) => index % 2 === 1).map((cut) => rendered.indexOf(cut));
  const lengths = rendered.map((text) => utf8.encode(text).length);
  const gaps = slots.map((slot) => lengths[slot]!);
  const partsLength = parts.reduce((sum, part) => sum + part.length, 0);
  const deflated = deflateAroundGaps(parts, gaps);
  return {
    bytes: partsLength + (deflated?.reduce((sum, part) => sum + part.length, 0) ?? 0),
    withFresh(fresh) {
      const freshBytes = fresh.map((text) => utf8.encode(text));
      return Buffer.concat(interleave(parts, slots.map((slot) => freshBytes[slot]!)));
    },
    gzipWithFresh(fresh) {
      const freshBytes = fresh.map((text) => utf8.encode(text));
      if (!deflated || freshBytes.some((bytes, slot) => bytes.length !== lengths[slot])) return undefined;
      const blocks = freshBytes.map(storedBlock);
      let checksum = 0;
      for (const bytes of interleave(parts, slots.map((slot) => freshBytes[slot]!))) {
        // Node 20's zlib.crc32 answers 0 for an empty encoded string, whatever checksum it was to continue.
        if (bytes.length > 0) checksum = crc32(bytes, checksum);
      }
      const trailer = new Uint8Array(8);
      const view = new DataView(trailer.buffer);
      view.setUint32(0, checksum >>> 0, true);
      view.setUint32(4, (partsLength + gaps.reduce((sum, gap) => sum + gap, 0)) >>> 0, true);
      return Buffer.concat([GZIP_HEADER, ...interleave(deflated, slots.map((slot) => blocks[slot]!)), trailer]);
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
     * Marks key as being rendered; call the answer once with the rendered page and the strings in it
     * each answer writes afresh (see KeptPage), or with nothing when the page may not be kept (waiting
     * requests then render their own).
     */
    rendering(key: string): (rendered?: { html: string; fresh: readonly string[] }) => void {
      let settle: (page: KeptPage | undefined) => void = () => undefined;
      const underWay = new Promise<KeptPage | undefined>((resolve) => (settle = resolve));
      rendering.set(key, underWay);
      let settled = false;
      return (rendered) => {
        if (settled) return;
        settled = true;
        if (rendering.get(key) === underWay) rendering.delete(key);
        const page = rendered ? keptPage(rendered.html, rendered.fresh) : undefined;
        if (page) pages.set(key, page);
        settle(page);
      };
    },
  };
}

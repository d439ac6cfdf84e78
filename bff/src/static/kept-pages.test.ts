// A kept page is sent with a fresh nonce (and server time) each time; to browsers (all take gzip) as a
// gzip stream made when it was kept, which must inflate to exactly the page with that answer's own.
import { randomBytes } from 'node:crypto';
import { gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createKeptPages, type KeptPage } from './kept-pages';

const RENDER_NONCE = 'cmVuZGVyLW5vbmNlLTEyMw==';
const freshNonce = () => randomBytes(16).toString('base64');

async function keep(html: string, fresh: readonly string[] = [RENDER_NONCE]): Promise<KeptPage> {
  const pages = createKeptPages(60);
  pages.rendering('/page')({ html, fresh });
  const kept = await pages.find('/page');
  if (!kept) throw new Error('the page was not kept');
  return kept;
}

// Text that repeats across the nonces (names, class names, the query cache repeating the page), so the
// compressor wants matches that reach back past them; a stretch longer than deflate's 32 kB window; a
// nonce at the very start, two side by side and one at the very end.
const cards = Array.from({ length: 400 }, (_, index) => `<li class="_card_x1"><a href="/cards/${index}">Business cards ${index}</a> £${index}.99</li>`).join('');
const PAGE =
  `${RENDER_NONCE}<!DOCTYPE html><html><head><meta property="csp-nonce" content="${RENDER_NONCE}"/>` +
  `<script nonce="${RENDER_NONCE}">window.a=1</script></head><body><ul>${cards}</ul>` +
  `<script nonce="${RENDER_NONCE}">${JSON.stringify({ cards })}</script><i>${RENDER_NONCE}${RENDER_NONCE}</i></body></html>${RENDER_NONCE}`;

describe('a kept page', () => {
  it("is sent gzip that inflates to the page with each answer's own nonce", async () => {
    const kept = await keep(PAGE);
    for (const nonce of Array.from({ length: 20 }, freshNonce)) {
      const gzip = kept.gzipWithFresh([nonce]);
      expect(gzip).toBeDefined();
      expect(gunzipSync(gzip!).toString('utf8')).toBe(PAGE.split(RENDER_NONCE).join(nonce));
      expect(Buffer.from(kept.withFresh([nonce])).toString('utf8')).toBe(PAGE.split(RENDER_NONCE).join(nonce));
    }
  });

  it('compresses about as well as the whole page compressed at once', async () => {
    const kept = await keep(PAGE);
    const whole = gzipSync(PAGE.split(RENDER_NONCE).join(freshNonce())).length;
    expect(kept.gzipWithFresh([freshNonce()])!.length).toBeLessThan(whole * 1.1);
  });

  it('has no gzip for a nonce of another length, nor for a page with a NUL character: such answers are compressed as they go', async () => {
    const kept = await keep(PAGE);
    expect(kept.gzipWithFresh([`${freshNonce()}x`])).toBeUndefined();
    const withNul = await keep(`<p>a\u0000b</p><script nonce="${RENDER_NONCE}"></script>`);
    expect(withNul.gzipWithFresh([freshNonce()])).toBeUndefined();
    expect(Buffer.from(withNul.withFresh(['n'])).toString('utf8')).toBe('<p>a\u0000b</p><script nonce="n"></script>');
  });

  it("writes each of its fresh strings, of different lengths, with the answer's own", async () => {
    const servedAt = (time: number) => `<meta name="served-at" content="${time}">`;
    const rendered = servedAt(1_764_400_000_000);
    const page = PAGE.replace('</head>', `${rendered}</head>`);
    const kept = await keep(page, [RENDER_NONCE, rendered]);
    const nonce = freshNonce();
    const expected = page.split(RENDER_NONCE).join(nonce).replace(rendered, servedAt(1_764_400_600_000));
    expect(gunzipSync(kept.gzipWithFresh([nonce, servedAt(1_764_400_600_000)])!).toString('utf8')).toBe(expected);
    expect(Buffer.from(kept.withFresh([nonce, servedAt(1_764_400_600_000)])).toString('utf8')).toBe(expected);
  });
});

// Serves the generated product, category and slide images under /media, beside the API on the
// mock upstream's origin: `/media/products/small_standard-business-cards-400gsm-silk.webp`.
import { LRUCache } from 'lru-cache';
import { http, HttpResponse } from 'msw';
import sharp from 'sharp';
import { MEDIA_PREFIX } from './base';
import { renderMedia } from './data/images';

// Generated from the seed, so a path always means the same picture.
const MEDIA_CACHE = 'public, max-age=86400, immutable';

// Pictures are drawn as SVG and sent as WebP, as a shop sends its photographs: a browser decodes a
// raster image off its main thread, where each SVG image is a document it must style, lay out and
// paint. Converting takes 40-300 ms a picture, so each is converted once, on first request, and one
// at a time: a page's twenty pictures at once would hold every thread of Node's pool, which the
// server's compression and crypto wait on.
const pictures = new LRUCache<string, Promise<Uint8Array<ArrayBuffer>>>({ max: 1000 });
let lastConversion: Promise<unknown> = Promise.resolve();

function pictureOf(path: string, svg: string): Promise<Uint8Array<ArrayBuffer>> {
  let picture = pictures.get(path);
  if (!picture) {
    const convert = () => sharp(Buffer.from(svg)).webp({ quality: 80 }).toBuffer();
    picture = lastConversion.then(convert, convert).then((bytes) => new Uint8Array(bytes));
    lastConversion = picture;
    pictures.set(path, picture);
    picture.catch(() => pictures.delete(path));
  }
  return picture;
}

/** The image for a request path under /media, or null when there is no such image. */
export async function serveMedia(pathname: string): Promise<Response | null> {
  if (!pathname.startsWith(`${MEDIA_PREFIX}/`)) return null;
  let path: string;
  try {
    path = decodeURIComponent(pathname.slice(MEDIA_PREFIX.length + 1));
  } catch {
    return null;
  }
  const svg = renderMedia(path);
  if (svg === undefined) return null;
  if (path.endsWith('.webp')) {
    return new Response(await pictureOf(path, svg), { headers: { 'content-type': 'image/webp', 'cache-control': MEDIA_CACHE } });
  }
  return new Response(svg, {
    headers: {
      'content-type': 'image/svg+xml; charset=utf-8',
      'cache-control': MEDIA_CACHE,
      'x-content-type-options': 'nosniff',
      // The drawings need nothing external; a served SVG can never run script.
      'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
    },
  });
}

/** MSW handler for `*\/media/*`, to serve next to the API handlers (mocks/server.ts). */
export const mediaHandler = http.get(`*${MEDIA_PREFIX}/*`, async ({ request }) => {
  const response = await serveMedia(new URL(request.url).pathname);
  return response ?? HttpResponse.text('Not Found', { status: 404 });
});

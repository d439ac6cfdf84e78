// Serves the generated product, category and slide images under /media, beside the API on the
// mock upstream's origin: `/media/products/small_standard-business-cards-400gsm-silk.svg`.
import { http, HttpResponse } from 'msw';
import { MEDIA_PREFIX } from './base';
import { renderMedia } from './data/images';

/** The SVG for a request path under /media, or null when there is no such image. */
export function serveMedia(pathname: string): Response | null {
  if (!pathname.startsWith(`${MEDIA_PREFIX}/`)) return null;
  let path: string;
  try {
    path = decodeURIComponent(pathname.slice(MEDIA_PREFIX.length + 1));
  } catch {
    return null;
  }
  const svg = renderMedia(path);
  if (svg === undefined) return null;
  return new Response(svg, {
    headers: {
      'content-type': 'image/svg+xml; charset=utf-8',
      // Generated from the seed, so a path always means the same picture.
      'cache-control': 'public, max-age=86400, immutable',
      'x-content-type-options': 'nosniff',
      // The drawings need nothing external; a served SVG can never run script.
      'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
    },
  });
}

/** MSW handler for `*\/media/*`, to serve next to the API handlers (mocks/server.ts). */
export const mediaHandler = http.get(`*${MEDIA_PREFIX}/*`, ({ request }) => {
  const response = serveMedia(new URL(request.url).pathname);
  return response ?? HttpResponse.text('Not Found', { status: 404 });
});

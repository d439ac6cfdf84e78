import { Hono } from 'hono';

const SAFE_SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;
const FORWARDED_REQUEST_HEADERS = ['if-none-match', 'if-modified-since'] as const;
const FORWARDED_RESPONSE_HEADERS = ['content-type', 'content-length', 'etag', 'last-modified'] as const;

// Media names are not content-hashed (an image can be replaced under the same name), so a day, then
// served stale for a week while the browser revalidates with the ETag.
const MEDIA_CACHE = 'public, max-age=86400, stale-while-revalidate=604800';
// An SVG opened on its own runs in our origin: it may draw, but never script, fetch or navigate.
const MEDIA_CSP = "default-src 'none'; img-src data:; style-src 'unsafe-inline'; sandbox";

export interface MediaProxyOptions {
  /** UPSTREAM_MEDIA_URL, e.g. http://127.0.0.1:4010/media */
  mediaUrl: string;
  fetch: typeof fetch;
  timeoutMs: number;
}

/** GET /media/<path>: the upstream's product and slider images, same-origin for the browser. Images only. */
export function createMediaRoutes(options: MediaProxyOptions) {
  const base = options.mediaUrl.replace(/\/+$/, '');

  return new Hono().get('/media/*', async (c) => {
    const segments = c.req.path.slice('/media/'.length).split('/');
    if (!segments.every((segment) => SAFE_SEGMENT.test(segment))) return c.text('Not found', 404);

    const headers = new Headers();
    for (const name of FORWARDED_REQUEST_HEADERS) {
      // Our own compression weakens ETags (W/"…"); If-None-Match compares weakly, so the bare tag is sent on.
      const value = c.req.header(name)?.replace(/W\//g, '');
      if (value) headers.set(name, value);
    }
    let upstream: Response;
    try {
      upstream = await options.fetch(
        new Request(`${base}/${segments.join('/')}`, { headers, signal: AbortSignal.timeout(options.timeoutMs) }),
      );
    } catch {
      return c.text('Image unavailable', 502);
    }

    // Media types are case-insensitive: IMAGE/PNG is an image too.
    const type = upstream.headers.get('content-type')?.toLowerCase() ?? '';
    if (upstream.status === 304 || (upstream.ok && type.startsWith('image/'))) {
      const answer = new Headers({ 'Cache-Control': MEDIA_CACHE, 'Content-Security-Policy': MEDIA_CSP, 'X-Content-Type-Options': 'nosniff' });
      for (const name of FORWARDED_RESPONSE_HEADERS) {
        const value = upstream.headers.get(name);
        if (value) answer.set(name, value);
      }
      return new Response(upstream.status === 304 ? null : upstream.body, { status: upstream.status, headers: answer });
    }
    await upstream.body?.cancel();
    return upstream.status >= 500 ? c.text('Image unavailable', 502) : c.text('Not found', 404);
  });
}

import { Hono } from 'hono';

const SAFE_SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;
const FORWARDED_REQUEST_HEADERS = ['if-none-match', 'if-modified-since'] as const;
const FORWARDED_RESPONSE_HEADERS = ['content-type', 'content-length', 'etag', 'last-modified'] as const;

// Media names are not content-hashed (an image can be replaced under the same name), so a day, then
// served stale for a week while the browser revalidates with the ETag.
const MEDIA_CACHE = 'public, max-age=86400, stale-while-revalidate=604800';
// An SVG opened on its own runs in our origin: it may draw, but never script, fetch or navigate.
const MEDIA_CSP = "default-src 'none'; img-src data:; style-src 'unsafe-inline'; sandbox";

// All the waits on the upstream for one image, as a multiple of the time allowed for any one of them.
const WAITS_PER_IMAGE = 8;

export interface MediaProxyOptions {
  /** UPSTREAM_MEDIA_URL, e.g. http://127.0.0.1:4010/media */
  mediaUrl: string;
  fetch: typeof fetch;
  /** How long the upstream may take to answer, and then to send each next part of the image. */
  timeoutMs: number;
}

/**
 * Only waiting on the upstream is timed, not the transfer: each part must come within `idleMs` of
 * being asked for, and all the waits of one image within WAITS_PER_IMAGE times that, so a large image
 * arriving slowly but steadily (or a slow phone draining it) is sent whole, while an upstream that
 * stalls or trickles a byte at a time is cut off. Cut off, the stream errors and the shopper's
 * connection is reset rather than ended, so no browser or CDN keeps the part it got as the image.
 */
function timedBody(body: ReadableStream<Uint8Array>, idleMs: number, call: AbortController): ReadableStream<Uint8Array> {
  const reader = body.getReader();
  let budgetMs = idleMs * WAITS_PER_IMAGE;
  // Ends the upstream call: cancelling the reader alone leaves a stalled connection open.
  const stop = (reason: unknown) => {
    call.abort(reason);
    reader.cancel(reason).catch(() => undefined);
  };
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      const started = performance.now();
      let timer: ReturnType<typeof setTimeout> | undefined;
      const timeUp = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new DOMException('The upstream stopped sending the image', 'TimeoutError')), Math.min(idleMs, budgetMs));
      });
      try {
        const { done, value } = await Promise.race([reader.read(), timeUp]);
        if (done) controller.close();
        else controller.enqueue(value);
      } catch (error) {
        controller.error(error);
        stop(error);
      } finally {
        clearTimeout(timer);
        budgetMs -= performance.now() - started;
      }
    },
    cancel: stop,
  });
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
    // Until the upstream answers; the body is timed as it is read (timedBody).
    const call = new AbortController();
    const timer = setTimeout(() => call.abort(new DOMException('The upstream did not answer', 'TimeoutError')), options.timeoutMs);
    try {
      upstream = await options.fetch(new Request(`${base}/${segments.join('/')}`, { headers, signal: call.signal }));
    } catch {
      return c.text('Image unavailable', 502);
    } finally {
      clearTimeout(timer);
    }

    // Media types are case-insensitive: IMAGE/PNG is an image too.
    const type = upstream.headers.get('content-type')?.toLowerCase() ?? '';
    if (upstream.status === 304 || (upstream.ok && type.startsWith('image/'))) {
      const answer = new Headers({ 'Cache-Control': MEDIA_CACHE, 'Content-Security-Policy': MEDIA_CSP, 'X-Content-Type-Options': 'nosniff' });
      for (const name of FORWARDED_RESPONSE_HEADERS) {
        const value = upstream.headers.get(name);
        if (value) answer.set(name, value);
      }
      // A HEAD's body would be dropped unread, holding the upstream's connection: the call ends at once.
      if (upstream.status === 304 || c.req.method === 'HEAD' || !upstream.body) {
        call.abort();
        return new Response(null, { status: upstream.status, headers: answer });
      }
      return new Response(timedBody(upstream.body, options.timeoutMs, call), { status: upstream.status, headers: answer });
    }
    call.abort();
    return upstream.status >= 500 ? c.text('Image unavailable', 502) : c.text('Not found', 404);
  });
}

import { Readable } from 'node:stream';
import { ReadableStream as WebReadableStream } from 'node:stream/web';
import type { Dispatcher } from 'undici';

// Statuses whose responses carry no body (the Response constructor refuses one).
const NULL_BODY_STATUSES = new Set([204, 205, 304]);

/**
 * Bodies of known size are sent whole (with a Content-Length, as every upstream expects); a body
 * handed over as a stream (an upload passing through) is streamed on, chunked, never held in memory.
 */
async function requestBody(request: Request, init: RequestInit | undefined): Promise<Buffer | Readable> {
  if (init?.body instanceof ReadableStream && request.body) return Readable.fromWeb(request.body as WebReadableStream<Uint8Array>);
  return Buffer.from(await request.arrayBuffer());
}

/**
 * A `fetch` for ky that sends through a pooled keep-alive undici dispatcher with `dispatcher.request`.
 * undici 7's own `fetch` cannot take the Request objects ky builds with Node's global `Request`, and
 * `dispatcher.request` skips fetch's per-call overhead: about 1.4x the req/s of global fetch with the
 * same agent here. No Accept-Encoding is sent, so bodies arrive uncompressed and are never decoded.
 */
export function createPooledFetch(dispatcher: Dispatcher): typeof fetch {
  return async (input, init) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    const body = request.body ? await requestBody(request, init) : null;
    const response = await dispatcher.request({
      origin: url.origin,
      path: url.pathname + url.search,
      method: request.method as Dispatcher.HttpMethod,
      headers: Object.fromEntries(request.headers),
      body,
      signal: request.signal,
    });

    const headers = new Headers();
    for (const [name, value] of Object.entries(response.headers)) {
      if (Array.isArray(value)) for (const item of value) headers.append(name, item);
      else if (value !== undefined) headers.set(name, value);
    }
    if (request.method === 'HEAD' || NULL_BODY_STATUSES.has(response.statusCode)) {
      response.body.dump().catch(() => undefined);
      return new Response(null, { status: response.statusCode, headers });
    }
    // ReadableStream.from, not Readable.toWeb: on Node 20 a cancelled toWeb stream (a shopper closing the
    // tab mid-image) can still enqueue a chunk and throw an uncaught "Controller is already closed".
    return new Response(WebReadableStream.from(response.body) as ReadableStream<Uint8Array>, {
      status: response.statusCode,
      headers,
    });
  };
}

// Public catalogue answers as ready bytes. The view behind `/api/bootstrap`, a product or a page is
// the same for every anonymous shopper until the upstream data changes, so it is mapped, serialised,
// hashed and gzipped once per cache period, then every request only writes bytes: a matching
// If-None-Match costs a 304 with no body at all, and browsers and CDNs may keep the answer a while
// (Cache-Control with stale-while-revalidate). Answers that depend on the shopper never come here; a
// path that answers a shopper with a session otherwise (an account's discounted prices) says so with
// `Vary: Cookie` on its anonymous answer, so no browser or shared cache reuses it once they log in.
import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import type { Context, TypedResponse } from 'hono';
import type { JSONParsed } from 'hono/utils/types';
import { createSwrCache, type SwrCache } from '../lib/swr-cache';

export interface ReadyAnswer {
  body: Uint8Array<ArrayBuffer>;
  gzip: Uint8Array<ArrayBuffer>;
  etag: string;
  cacheControl: string;
  /** The request headers the answer depends on. */
  vary: string;
}

export interface ReadyAnswerCacheOptions {
  ttlSeconds: number;
  staleSeconds: number;
  maxBytes: number;
}

export type ReadyAnswerCache = SwrCache & { readonly options: ReadyAnswerCacheOptions };

/**
 * Names, on the app's answer, the cache key it came from, so the front door (front-door.ts) can answer
 * the next anonymous request for that path itself. The front door takes it off before the answer
 * leaves the server.
 */
export const READY_ANSWER_MARK = 'x-ready-answer';

export function createReadyAnswerCache(options: ReadyAnswerCacheOptions): ReadyAnswerCache {
  const cache = createSwrCache({
    ttlMs: options.ttlSeconds * 1000,
    staleMs: options.staleSeconds * 1000,
    maxEntries: 10_000,
    maxBytes: options.maxBytes,
    sizeOf: (answer) => (answer as ReadyAnswer).body.byteLength + (answer as ReadyAnswer).gzip.byteLength,
  });
  return Object.assign(cache, { options });
}

export interface ReadyAnswerOptions {
  /**
   * Another session may get another answer at the same address (an account's discounted prices, not
   * from here): caches keep this one apart for each Cookie header, which a login or logout changes.
   */
  variesWithSession?: boolean;
  /**
   * The instant (epoch ms) the answer stops holding, such as a cut-off after which the earliest delivery
   * is a day later: its bytes are fresh until then at most, so neither the app nor the front door
   * answers with them afterwards. Its key names the period too, so no stale copy is served either.
   * Browsers and CDNs ask again each time (its ETag makes that a 304): a max-age, counted from each
   * answer, would let one sent just before the instant be kept well past it.
   */
  holdsUntil?: number;
}

function toReadyAnswer(value: unknown, options: ReadyAnswerCacheOptions, { variesWithSession = false, holdsUntil }: ReadyAnswerOptions): ReadyAnswer {
  const body = new TextEncoder().encode(JSON.stringify(value));
  const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
  const cacheControl =
    holdsUntil === undefined ? `public, max-age=${options.ttlSeconds}, stale-while-revalidate=${options.staleSeconds}` : 'public, no-cache';
  const vary = variesWithSession ? 'Accept-Encoding, Cookie' : 'Accept-Encoding';
  return { body, gzip: new Uint8Array(gzipSync(body)), etag, cacheControl, vary };
}

/** True when an If-None-Match header (a list, maybe weak) names this ETag. */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || trimmed.replace(/^W\//, '') === etag;
  });
}

/**
 * Answers a public GET from ready bytes under `key` (the path and anything else the view depends on),
 * building them with `load` when they are missing or stale. Failures are not stored, so a 404 or an
 * upstream fault goes to the shopper as it would from `c.json`.
 */
export async function sendReadyAnswer<T>(
  c: Context,
  cache: ReadyAnswerCache,
  key: string,
  load: () => Promise<T>,
  options: ReadyAnswerOptions = {},
): Promise<Response & TypedResponse<JSONParsed<T>, 200, 'json'>> {
  const freshFor = options.holdsUntil === undefined ? undefined : { ttlMs: Math.min(cache.options.ttlSeconds * 1000, options.holdsUntil - Date.now()) };
  const answer = await cache.read(key, async () => toReadyAnswer(await load(), cache.options, options), freshFor);
  c.header(READY_ANSWER_MARK, encodeURIComponent(JSON.stringify({ key, route: c.req.routePath })));
  return respond(c, answer) as Response & TypedResponse<JSONParsed<T>, 200, 'json'>;
}

/** Whether a request's Accept-Encoding takes gzip (every browser's does). */
export const acceptsGzip = (acceptEncoding: string | undefined) => /\bgzip\b/.test(acceptEncoding ?? '');

/** What to send for a ready answer, given the request's If-None-Match and Accept-Encoding. */
export function readyReply(answer: ReadyAnswer, ifNoneMatch: string | undefined, acceptEncoding: string | undefined) {
  // Lower case, as node and the Fetch API name them, so they replace rather than repeat another's.
  const headers: Record<string, string> = {
    'cache-control': answer.cacheControl,
    etag: answer.etag,
    vary: answer.vary,
  };
  if (matchesEtag(ifNoneMatch, answer.etag)) return { status: 304 as const, headers, body: null };
  headers['content-type'] = 'application/json';
  if (!acceptsGzip(acceptEncoding)) return { status: 200 as const, headers, body: answer.body };
  headers['content-encoding'] = 'gzip';
  return { status: 200 as const, headers, body: answer.gzip };
}

function respond(c: Context, answer: ReadyAnswer): Response {
  const reply = readyReply(answer, c.req.header('if-none-match'), c.req.header('accept-encoding'));
  return reply.body ? c.body(reply.body, reply.status, reply.headers) : c.body(null, reply.status, reply.headers);
}

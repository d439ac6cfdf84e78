import ky, { HTTPError, TimeoutError, type KyInstance } from 'ky';
import { upstreamOperations } from '../generated/upstream-paths';
import { checkCacheableAnswer } from './contract-validator';
import type { SwrCache } from '../lib/swr-cache';
import type {
  CachedCallOptions,
  CallOptions,
  HttpMethod,
  MultipartPath,
  Operation,
  OptionsArg,
  StreamedUploadOptions,
  SuccessBody,
  UpstreamPath,
} from './contract-types';
import {
  UpstreamError,
  fromUpstreamStatus,
  upstreamBadResponse,
  upstreamTimeout,
  upstreamUnreachable,
} from './upstream-error';

export interface UpstreamClientOptions {
  /** UPSTREAM_URL, e.g. http://127.0.0.1:4010/api/v1 */
  baseUrl: string;
  timeoutMs: number;
  /** Retries for GET and HEAD only; a repeated POST could place an order or send an email twice. */
  retries: number;
  fetch: typeof fetch;
  /** Catalogue, menus and pages: a bounded set of keys the shop itself defines. */
  cache: SwrCache;
  /** Reads keyed by what a shopper types (search terms, titles, price lookups), bounded on their own. */
  searchCache: SwrCache;
  /** Told about each failed call, with the path template only (no ids, tokens or emails). */
  onFailure?: (failure: { method: string; path: string; status: number | undefined; code: string }) => void;
}

/** A call to a path or method the contract (openapi/upstream.yaml) does not describe: a bug, refused before any request. */
export class PathNotAllowedError extends Error {
  override readonly name = 'PathNotAllowedError';
  constructor(method: string, path: string) {
    super(`Upstream ${method.toUpperCase()} ${path} is not in openapi/upstream.yaml`);
  }
}

type Query = Record<string, unknown>;

interface RawCall {
  path?: Record<string, unknown>;
  query?: Query;
  json?: unknown;
  form?: FormData;
  token?: string;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

/** Reads whose keys a client chooses freely: kept apart so a flood of them cannot evict the catalogue. */
const OPEN_ENDED_READS: ReadonlySet<string> = new Set([
  'variations/search',
  'variations/search-title',
  'variations/price/{variation_id}/{quantity}/{delivery_service_id}',
]);

const allowed = upstreamOperations as Record<string, readonly string[] | undefined>;

function assertAllowed(method: HttpMethod, template: string) {
  if (!allowed[`/${template}`]?.includes(method)) throw new PathNotAllowedError(method, template);
}

/** Fills `{name}` placeholders; a value can never climb out of its segment ('..', '/', '?'). */
function resolvePath(template: string, params: Record<string, unknown> = {}): string {
  return template.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === null || String(value) === '' || String(value) === '.' || String(value) === '..') {
      throw new UpstreamError({ status: 404, code: 'not_found', message: 'Not found.', path: template });
    }
    return encodeURIComponent(String(value));
  });
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Sorted, so equal queries make equal cache keys; arrays repeat the key (`variation_id[]=1&variation_id[]=2`);
 * objects take the contract's deepObject style (`opt_att[3]=12&size[M]=10`), their keys sorted too.
 */
function toSearchParams(query: Query = {}): URLSearchParams {
  const params = new URLSearchParams();
  const append = (key: string, value: unknown) => {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item !== undefined && item !== null) params.append(key, String(item));
    }
  };
  for (const key of Object.keys(query).sort()) {
    const value = query[key];
    if (isRecord(value)) {
      for (const member of Object.keys(value).sort()) append(`${key}[${member}]`, value[member]);
    } else {
      append(key, value);
    }
  }
  return params;
}

export function createUpstreamClient(options: UpstreamClientOptions) {
  const http: KyInstance = ky.create({
    prefixUrl: options.baseUrl,
    fetch: options.fetch,
    timeout: options.timeoutMs,
    headers: { accept: 'application/json' },
    retry: {
      limit: options.retries,
      methods: ['get', 'head'],
      statusCodes: [408, 429, 500, 502, 503, 504],
      afterStatusCodes: [429, 503],
      // A long Retry-After is worse for a waiting shopper than a clear error.
      maxRetryAfter: options.timeoutMs,
      backoffLimit: 2000,
      // Full jitter: after an upstream blip, many BFF requests do not retry in lockstep.
      jitter: true,
      // A timed-out call already cost the shopper a full timeout; retrying it would triple the wait.
      retryOnTimeout: false,
    },
  });

  async function call(method: HttpMethod, template: string, raw: RawCall = {}): Promise<unknown> {
    assertAllowed(method, template);
    const url = resolvePath(template, raw.path);
    const searchParams = toSearchParams(raw.query);
    const headers: Record<string, string> = { ...raw.headers, ...(raw.token ? { authorization: `Bearer ${raw.token}` } : {}) };
    try {
      const response = await http(url, {
        method,
        headers,
        searchParams,
        ...(raw.json !== undefined ? { json: raw.json } : {}),
        ...(raw.form ? { body: raw.form } : {}),
        ...(raw.signal ? { signal: raw.signal } : {}),
      });
      return await readAnswer(template, response);
    } catch (error) {
      throw reported(method, template, await toUpstreamError(template, error));
    }
  }

  async function readAnswer(template: string, response: Response): Promise<unknown> {
    const text = await response.text();
    if (text === '') return undefined;
    try {
      return JSON.parse(text) as unknown;
    } catch (error) {
      throw upstreamBadResponse(template, response.status, error);
    }
  }

  function reported(method: HttpMethod, template: string, failure: UpstreamError): UpstreamError {
    options.onFailure?.({ method: method.toUpperCase(), path: template, status: failure.upstreamStatus, code: failure.code });
    return failure;
  }

  /**
   * A multipart POST whose body streams through as it arrives, so a 50 MB print file is never held in
   * memory. Not through ky: ky keeps a copy of every request body for a retry, which would buffer the
   * whole file (and a POST is never retried). The timeout starts once the body is sent: a large file
   * on a slow line may take minutes to arrive, and only the upstream's answer after that is timed.
   */
  async function upload(template: string, raw: RawCall & { body: ReadableStream<Uint8Array>; contentType: string }): Promise<unknown> {
    assertAllowed('post', template);
    const url = `${options.baseUrl}/${resolvePath(template, raw.path)}`;
    const answerTimeout = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const body = raw.body.pipeThrough(
      new TransformStream<Uint8Array, Uint8Array>({
        flush() {
          timer = setTimeout(() => answerTimeout.abort(), options.timeoutMs);
        },
      }),
    );
    const headers: Record<string, string> = { accept: 'application/json', 'content-type': raw.contentType };
    if (raw.token) headers.authorization = `Bearer ${raw.token}`;
    try {
      // `duplex: 'half'` is how fetch is told the body is a stream still being written.
      const init = { method: 'POST', headers, body, duplex: 'half', signal: raw.signal ? AbortSignal.any([raw.signal, answerTimeout.signal]) : answerTimeout.signal };
      const response = await options.fetch(url, init as RequestInit);
      if (!response.ok) throw fromUpstreamStatus(template, response.status, await response.json().catch(() => undefined));
      return await readAnswer(template, response);
    } catch (error) {
      // The caller stopped the upload (its body broke a rule of the caller's): not an upstream failure.
      if (raw.signal?.aborted) throw raw.signal.reason;
      const failure =
        error instanceof UpstreamError ? error : answerTimeout.signal.aborted ? upstreamTimeout(template, error) : upstreamUnreachable(template, error);
      throw reported('post', template, failure);
    } finally {
      clearTimeout(timer);
    }
  }

  async function toUpstreamError(template: string, error: unknown): Promise<UpstreamError> {
    if (error instanceof UpstreamError) return error;
    if (error instanceof HTTPError) {
      const body: unknown = await error.response.json().catch(() => undefined);
      return fromUpstreamStatus(template, error.response.status, body);
    }
    if (error instanceof TimeoutError) return upstreamTimeout(template, error);
    return upstreamUnreachable(template, error);
  }

  function cacheKey(template: string, raw: RawCall, keyPart: string | undefined): string {
    const key = `GET ${resolvePath(template, raw.path)}?${toSearchParams(raw.query).toString()}`;
    return keyPart === undefined ? key : `${key}#${keyPart}`;
  }

  /** One typed method per HTTP verb; the contract has GET and POST calls only (add `put: verb('put')` with one). */
  const verb =
    <M extends HttpMethod>(method: M) =>
    <P extends UpstreamPath<M>>(path: P, ...[opts]: OptionsArg<Operation<M, P>, CallOptions<Operation<M, P>>>) =>
      call(method, path, opts as RawCall) as Promise<SuccessBody<Operation<M, P>>>;

  return {
    get: verb('get'),
    post: verb('post'),
    upload: <P extends MultipartPath>(path: P, opts: StreamedUploadOptions<Operation<'post', P>>) =>
      upload(path, opts as RawCall & StreamedUploadOptions<never>) as Promise<SuccessBody<Operation<'post', P>>>,
    /**
     * A public read through the shared cache (TTL, stale-while-revalidate, concurrent misses coalesced).
     * The value is shared by every request: treat it as read-only.
     */
    async getCached<P extends UpstreamPath<'get'>>(
      path: P,
      ...[opts]: OptionsArg<Operation<'get', P>, CachedCallOptions<Operation<'get', P>>>
    ): Promise<SuccessBody<Operation<'get', P>>> {
      const { ttlSeconds, keyPart, signal: _signal, ...raw } = (opts ?? {}) as RawCall & { ttlSeconds?: number; keyPart?: string };
      assertAllowed('get', path);
      const ttl = ttlSeconds === undefined ? {} : { ttlMs: ttlSeconds * 1000 };
      // The shopper's abort signal is dropped: other requests may be waiting on the same call.
      const cache = OPEN_ENDED_READS.has(path) ? options.searchCache : options.cache;
      const load = async () => checkCacheableAnswer(`/${path}`, await call('get', path, raw));
      return cache.read(cacheKey(path, raw, keyPart), load, ttl) as Promise<
        SuccessBody<Operation<'get', P>>
      >;
    },
  };
}

export type UpstreamClient = ReturnType<typeof createUpstreamClient>;

import { setMaxListeners } from 'node:events';
import ky, { HTTPError, type KyInstance } from 'ky';
import { upstreamOperations } from '../generated/upstream-paths';
import { checkCacheableAnswer, contractBreak, ContractBreakError, type DroppedItem } from './contract-validator';
import type { SwrCache } from '../lib/swr-cache';
import { isTurnedAway, type Breakers } from './breakers';
import { trafficClassOf, type TrafficClass } from './bulkheads';
import { readCappedText } from './capped-body';
import { timeoutSignal } from '../lib/time-limit';
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
import { UpstreamError, fromUpstreamStatus, upstreamBadResponse, upstreamTimeout, upstreamUnreachable } from './upstream-error';

export interface UpstreamClientOptions {
  /** UPSTREAM_URL, e.g. http://127.0.0.1:4010/api/v1 */
  baseUrl: string;
  /** Time limit of one call, its retries included (and within the shopper's deadline, when it has one). */
  timeoutMs: number;
  /** Retries for GET and HEAD only; a repeated POST could place an order or send an email twice. */
  retries: number;
  /** The `fetch` of each traffic class's own connection pool (bulkheads). */
  fetchFor: (traffic: TrafficClass) => typeof fetch;
  breakers: Breakers;
  /** Answers larger than this are refused while they stream in. */
  maxAnswerBytes: number;
  /** Catalogue, menus and pages: a bounded set of keys the shop itself defines. */
  cache: SwrCache;
  /** Reads keyed by what a shopper types (search terms, titles, price lookups), bounded on their own. */
  searchCache: SwrCache;
  /**
   * Told about each failed call, with the path template only (no ids, tokens or emails), and for an
   * answer off the contract the pointers and rules it broke (`reason`).
   */
  onFailure?: (failure: { method: string; path: string; status: number | undefined; code: string; reason?: string }) => void;
  /** Told about each list entry a cached read left out for breaking the contract: where it was, never what it held. */
  onDroppedItem?: (item: DroppedItem & { path: string }) => void;
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
  /** The shopper's address, when the call is made for them (never for a shared read). */
  forwardedFor?: string;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** When the shopper's deadline passes (ms since the epoch), if it is a time limit. */
  deadlineEndsAt?: number | undefined;
  successFalseRefuses?: boolean;
}

/** A shopper request's deadline: its signal, and when it passes if it is a time limit (timeoutSignal's). */
export interface Deadline {
  signal: AbortSignal;
  endsAt?: number;
}

/** A successful answer, before it is checked against the contract. */
interface Answer {
  status: number;
  body: unknown;
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

/** Aborts of the shopper's deadline and of a call's own time limit (timeoutSignal) carry this reason. */
const isTimeUp = (reason: unknown) => reason instanceof DOMException && reason.name === 'TimeoutError';

/** Statuses whose Retry-After the retries honour (ky's `afterStatusCodes`). */
const RETRY_AFTER_STATUSES = [429, 503];

/**
 * The headers ky waits on, first present first: Retry-After, else the rate-limit headers some services
 * send in its place (the draft standard's, Symfony's, GitHub's, Twitter's).
 */
const WAIT_HEADERS = ['retry-after', 'ratelimit-reset', 'x-ratelimit-retry-after', 'x-ratelimit-reset', 'x-rate-limit-reset'];

/** A number of seconds at least this large is a moment (epoch seconds), not a wait: as ky reads it. */
const EPOCH_FROM_MS = Date.parse('2024-01-01');

/**
 * How long an answer asks to be left alone, in ms, read as ky reads it: seconds, an epoch timestamp
 * in seconds, or an HTTP date. Undefined when it names no wait (ky then backs off as usual); NaN when
 * the words cannot be read.
 */
function askedWaitMs(headers: Headers): number | undefined {
  const value = WAIT_HEADERS.map((name) => headers.get(name)).find((header) => header !== null);
  if (!value) return undefined;
  const ms = Number(value) * 1000;
  if (Number.isNaN(ms)) return Date.parse(value) - Date.now();
  return ms >= EPOCH_FROM_MS ? ms - Date.now() : ms;
}

/**
 * A GET whose upstream asks to be left alone (a 429 or 503 with Retry-After, or a rate-limit header
 * ky reads in its place) for longer than the call has left, or in words it cannot read, is not
 * retried: waiting would only end in a timeout, after the shopper waited all that time, where failing
 * now gives them a prompt, clear error. ky itself would wait, cutting a long wait to `maxRetryAfter`
 * instead of giving up. Other retries (and a wait that fits) go on as ky decides.
 */
function retryAfterFits(endsAt: number) {
  return ({ error }: { error: Error }): false | undefined => {
    if (!(error instanceof HTTPError) || !RETRY_AFTER_STATUSES.includes(error.response.status)) return undefined;
    const waitMs = askedWaitMs(error.response.headers);
    if (waitMs === undefined) return undefined;
    return waitMs < endsAt - Date.now() ? undefined : false;
  };
}

/**
 * Settles as `work` does, or rejects with a 504 once the shopper's deadline passes, whichever comes
 * first. The rejection waits one macrotask, so a copy the cache already holds still wins.
 */
function beforeDeadline<T>(work: Promise<T>, deadline: AbortSignal | undefined, template: string): Promise<T> {
  if (!deadline) return work;
  return new Promise<T>((resolve, reject) => {
    const timeUp = () => setImmediate(() => reject(upstreamTimeout(template, deadline.reason)));
    if (deadline.aborted) timeUp();
    else deadline.addEventListener('abort', timeUp, { once: true });
    work.then(resolve, reject).finally(() => deadline.removeEventListener('abort', timeUp));
  });
}

/**
 * Who a call is for: the shopper's upstream token, and their address as the BFF established it (the
 * client alone, not the chain that reached the BFF: the upstream trusts the BFF as its one proxy, and
 * entries left of the client are whatever the client claimed), so an upstream that throttles or logs
 * per client sees each shopper rather than the shop as one.
 */
function shopperHeaders(raw: RawCall): Record<string, string> {
  return {
    ...(raw.token ? { authorization: `Bearer ${raw.token}` } : {}),
    ...(raw.forwardedFor ? { 'x-forwarded-for': raw.forwardedFor } : {}),
  };
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
    // Each call's signal carries its time limit, retries included; a per-attempt timeout would let retries add up.
    timeout: false,
    headers: { accept: 'application/json' },
    retry: {
      limit: options.retries,
      methods: ['get', 'head'],
      statusCodes: [408, 429, 500, 502, 503, 504],
      afterStatusCodes: RETRY_AFTER_STATUSES,
      // A long Retry-After is worse for a waiting shopper than a clear error: each call refuses to
      // wait past its own time (retryAfterFits); this only bounds what ky would wait.
      maxRetryAfter: options.timeoutMs,
      backoffLimit: 2000,
      // Full jitter: after an upstream blip, many BFF requests do not retry in lockstep.
      jitter: true,
    },
    hooks: {
      // A retried answer's body is never read: dropping it hands its connection back to the pool.
      beforeRetry: [
        ({ error }) => {
          if (error instanceof HTTPError) void error.response.body?.cancel().catch(() => undefined);
        },
      ],
    },
  });

  /** One JSON call (exchange), its answer checked against the contract. */
  async function call(method: HttpMethod, template: string, raw: RawCall = {}): Promise<unknown> {
    return checked(method, template, await exchange(method, template, raw));
  }

  /**
   * One JSON exchange: through its route's circuit breaker and its traffic class's pool, within the time
   * limit and the shopper's deadline (a retry waits inside that budget and is dropped when it runs out).
   */
  async function exchange(method: HttpMethod, template: string, raw: RawCall): Promise<Answer> {
    assertAllowed(method, template);
    const url = resolvePath(template, raw.path);
    const searchParams = toSearchParams(raw.query);
    const headers: Record<string, string> = { ...raw.headers, ...shopperHeaders(raw) };
    const deadline = raw.signal;
    // Chained calls share one budget: once it is spent, the next call is not even made.
    if (deadline?.aborted) throw reported(method, template, upstreamTimeout(template, deadline.reason));
    const attempt = async (): Promise<Answer> => {
      // Never cleared: when it fires after the answer it also ends a connection whose body was left unread.
      const limit = timeoutSignal(options.timeoutMs, ...(deadline ? [deadline] : []));
      const endsAt = Math.min(limit.endsAt, raw.deadlineEndsAt ?? Number.POSITIVE_INFINITY);
      try {
        const response = await http(url, {
          method,
          headers,
          searchParams,
          signal: limit.signal,
          retry: { shouldRetry: retryAfterFits(endsAt) },
          fetch: options.fetchFor(trafficClassOf(method, template)),
          ...(raw.json !== undefined ? { json: raw.json } : {}),
          ...(raw.form ? { body: raw.form } : {}),
        });
        const body = await readAnswer(template, response);
        if (raw.successFalseRefuses && isRecord(body) && body.success === false) {
          throw fromUpstreamStatus(template, 400, body, raw.token !== undefined);
        }
        return { status: response.status, body };
      } catch (error) {
        throw await toUpstreamError(template, error, limit.signal, raw.token !== undefined);
      }
    };
    try {
      return await beforeDeadline(options.breakers.run(`${method.toUpperCase()} ${template}`, template, attempt), deadline, template);
    } catch (error) {
      throw reported(method, template, error instanceof UpstreamError ? error : upstreamTimeout(template, error));
    }
  }

  /**
   * The body of a successful answer, once it is what the contract promises (contractBreak). Checked
   * outside the route's circuit breaker: a broken answer comes back fast, often from one shopper's own
   * data (their orders, their profile), and must not shut the route for every other shopper.
   */
  function checked(method: HttpMethod, template: string, { status, body }: Answer): unknown {
    const broken = contractBreak(method, template, status, body);
    if (broken) throw reported(method, template, broken);
    return body;
  }

  async function readAnswer(template: string, response: Response): Promise<unknown> {
    const text = await readCappedText(template, response, options.maxAnswerBytes);
    if (text === '') return undefined;
    try {
      return JSON.parse(text) as unknown;
    } catch (error) {
      throw upstreamBadResponse(template, response.status, error);
    }
  }

  /** Reads a refusal's JSON body, if it has a readable one within the size cap. */
  async function readRefusal(template: string, response: Response): Promise<unknown> {
    try {
      return JSON.parse(await readCappedText(template, response, options.maxAnswerBytes)) as unknown;
    } catch {
      return undefined;
    }
  }

  function reported(method: HttpMethod, template: string, failure: UpstreamError): UpstreamError {
    // An open circuit is reported once, when it opens, not for every call it turns away.
    if (!isTurnedAway(failure)) {
      // Only a contract break's own reason: a JSON parse error's message quotes the body it choked on.
      const reason = failure.cause instanceof ContractBreakError ? failure.cause.message : undefined;
      options.onFailure?.({ method: method.toUpperCase(), path: template, status: failure.upstreamStatus, code: failure.code, reason });
    }
    return failure;
  }

  /**
   * A multipart POST whose body streams through as it arrives, so a 50 MB print file is never held in
   * memory. Not through ky: ky keeps a copy of every request body for a retry, which would buffer the
   * whole file (and a POST is never retried). The timeout starts once the body is sent: a large file
   * on a slow line may take minutes to arrive, and only the upstream's answer after that is timed,
   * so no shopper deadline applies either.
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
    const headers: Record<string, string> = { accept: 'application/json', 'content-type': raw.contentType, ...shopperHeaders(raw) };
    const attempt = async (): Promise<Answer> => {
      try {
        // `duplex: 'half'` is how fetch is told the body is a stream still being written.
        const init = { method: 'POST', headers, body, duplex: 'half', signal: raw.signal ? AbortSignal.any([raw.signal, answerTimeout.signal]) : answerTimeout.signal };
        const response = await options.fetchFor('upload')(url, init as RequestInit);
        if (!response.ok) throw fromUpstreamStatus(template, response.status, await readRefusal(template, response), raw.token !== undefined);
        return { status: response.status, body: await readAnswer(template, response) };
      } catch (error) {
        // The caller stopped the upload (its body broke a rule of the caller's): not an upstream failure.
        if (raw.signal?.aborted) throw raw.signal.reason;
        if (error instanceof UpstreamError) throw error;
        throw answerTimeout.signal.aborted ? upstreamTimeout(template, error) : upstreamUnreachable(template, error);
      } finally {
        clearTimeout(timer);
      }
    };
    let answer: Answer;
    try {
      answer = await options.breakers.run(`POST ${template}`, template, attempt);
    } catch (error) {
      throw error instanceof UpstreamError ? reported('post', template, error) : error;
    }
    return checked('post', template, answer);
  }

  /**
   * What a failed attempt means: a refusal or fault of the upstream's, or, when the shopper's
   * connection closed, that reason itself (no fault of the upstream's, so no breaker counts it).
   */
  async function toUpstreamError(template: string, error: unknown, signal: AbortSignal, sentToken: boolean): Promise<unknown> {
    if (error instanceof UpstreamError) return error;
    if (error instanceof HTTPError) return fromUpstreamStatus(template, error.response.status, await readRefusal(template, error.response), sentToken);
    if (signal.aborted) return isTimeUp(signal.reason) ? upstreamTimeout(template, signal.reason) : signal.reason;
    return upstreamUnreachable(template, error);
  }

  function cacheKey(template: string, raw: RawCall, keyPart: string | undefined): string {
    const key = `GET ${resolvePath(template, raw.path)}?${toSearchParams(raw.query).toString()}`;
    return keyPart === undefined ? key : `${key}#${keyPart}`;
  }

  /**
   * The calls, bound to one shopper request's deadline and address (none for work of the BFF's own).
   * The address is asked for when a call is made, so requests that make none never work it out.
   */
  function callsWithin(deadlineOf: Deadline | undefined, shopperAddress: () => string | undefined = () => undefined) {
    const deadline = deadlineOf?.signal;
    // Each call of the request listens to its deadline, however many calls it makes.
    if (deadline) setMaxListeners(0, deadline);
    const signalled = (opts: unknown): RawCall => {
      const raw = { ...(opts as RawCall | undefined), forwardedFor: shopperAddress() };
      if (!deadline) return raw;
      return { ...raw, signal: raw.signal ? AbortSignal.any([raw.signal, deadline]) : deadline, deadlineEndsAt: deadlineOf?.endsAt };
    };
    /** One typed method per HTTP verb; the contract has GET and POST calls only (add `put: verb('put')` with one). */
    const verb =
      <M extends HttpMethod>(method: M) =>
      <P extends UpstreamPath<M>>(path: P, ...[opts]: OptionsArg<Operation<M, P>, CallOptions<Operation<M, P>>>) =>
        call(method, path, signalled(opts)) as Promise<SuccessBody<Operation<M, P>>>;

    return {
      get: verb('get'),
      post: verb('post'),
      upload: <P extends MultipartPath>(path: P, opts: StreamedUploadOptions<Operation<'post', P>>) =>
        upload(path, { ...(opts as RawCall & StreamedUploadOptions<never>), forwardedFor: shopperAddress() }) as Promise<SuccessBody<Operation<'post', P>>>,
      /**
       * A public read through the shared cache (TTL, stale-while-revalidate, concurrent misses coalesced).
       * The value is shared by every request: treat it as read-only. A shopper whose deadline passes
       * first gets a 504; the shared call goes on within its own time limit and fills the cache.
       */
      async getCached<P extends UpstreamPath<'get'>>(
        path: P,
        ...[opts]: OptionsArg<Operation<'get', P>, CachedCallOptions<Operation<'get', P>>>
      ): Promise<SuccessBody<Operation<'get', P>>> {
        const { ttlSeconds, keyPart, awaitRefresh, signal: _signal, ...raw } = (opts ?? {}) as RawCall & {
          ttlSeconds?: number;
          keyPart?: string;
          awaitRefresh?: boolean;
        };
        assertAllowed('get', path);
        const readOptions = { ttlMs: ttlSeconds === undefined ? undefined : ttlSeconds * 1000, awaitRefresh };
        // No shopper's signal or address reaches the shared call: other requests may be waiting on it,
        // and a later shopper's request may be the one that refreshes it.
        const cache = OPEN_ENDED_READS.has(path) ? options.searchCache : options.cache;
        const load = async () => {
          const answer = await exchange('get', path, raw);
          try {
            return checkCacheableAnswer(path, answer.status, answer.body, (item) => options.onDroppedItem?.({ path, ...item }));
          } catch (error) {
            throw error instanceof UpstreamError ? reported('get', path, error) : error;
          }
        };
        const shared = cache.read(cacheKey(path, raw, keyPart), load, readOptions);
        return beforeDeadline(shared, deadline, path) as Promise<SuccessBody<Operation<'get', P>>>;
      },
    };
  }

  return {
    ...callsWithin(undefined),
    /**
     * The same calls for one shopper request: all of them share its deadline (`c.var.deadline`), and
     * all but the shared cached reads carry the shopper's address.
     */
    within: (deadline: Deadline, shopperAddress?: () => string | undefined) => callsWithin(deadline, shopperAddress),
  };
}

/** The upstream calls a route makes (`c.var.upstream`, already bound to the request's deadline). */
export type UpstreamClient = Omit<ReturnType<typeof createUpstreamClient>, 'within'>;

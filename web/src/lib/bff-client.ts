import { hc, type ClientResponse } from 'hono/client';
import type { KyInstance, Options } from 'ky';
import type { SuccessStatusCode } from 'hono/utils/http-status';
import type { AppType } from '@bff/app';
import { CSRF_HEADER, SAFE_METHODS } from '@bff/schemas/csrf';
import { ACCOUNT_CHANGED, SHOWN_ACCOUNT_HEADER } from '@bff/schemas/shown-account';
import type { ApiError } from '@bff/shared/answer-kinds';

/**
 * A failed call to the BFF, carrying its one error shape. `status` 0 means the request never got an
 * answer (offline, DNS, timeout), which some spec messages treat differently from a refusal.
 */
export class BffError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fields: Record<string, string[]>;
  /** The account a refusal names (codes 'unverified' and 'expired'), so the page can offer a resend. */
  readonly uuid: string | undefined;

  constructor(status: number, code: string, message: string, fields: Record<string, string[]> = {}, uuid?: string) {
    super(message);
    this.name = 'BffError';
    this.status = status;
    this.code = code;
    this.fields = fields;
    this.uuid = uuid;
  }

  get isNetworkFailure() {
    return this.status === 0;
  }

  /** Refused because another account is logged in now than the one the page shows. */
  get isAccountChanged() {
    return this.status === 409 && this.code === ACCOUNT_CHANGED.code;
  }

  /** Every field message, in field order, for toasts that list what the server refused. */
  get fieldMessages(): string[] {
    return Object.values(this.fields).flat();
  }
}

/** The BFF has no such thing (a page, an order, a payment): asking again cannot find it. */
export function isNotFoundAnswer(error: unknown): error is BffError {
  return error instanceof BffError && error.status === 404;
}

/** A read that failed for a passing reason is worth one more try; this many. */
const READ_RETRIES = 1;

/**
 * TanStack Query's retry rule for reads from the BFF. A 4xx is the BFF's final answer (not found,
 * not allowed, not valid): asking again only delays the page that says so. A dropped connection or a
 * 5xx may pass, so those get one more try; so do 408 and 429, which say "later", not "no".
 */
export function shouldRetryRead(failureCount: number, error: unknown): boolean {
  return failureCount < READ_RETRIES && !isFinalRefusal(error);
}

/** The BFF said no and means it (4xx), as opposed to "not now" (408, 429) or no answer at all (0, 5xx). */
export function isFinalRefusal(error: unknown): error is BffError {
  return error instanceof BffError && error.status >= 400 && error.status < 500 && error.status !== 408 && error.status !== 429;
}

function isApiError(body: unknown): body is ApiError {
  return typeof body === 'object' && body !== null && 'error' in body && typeof (body as ApiError).error?.message === 'string';
}

/**
 * The BffError of an answer that is not 2xx, from its status and parsed body (null when the body was
 * not JSON). For calls made without this client, e.g. an upload that reports its progress.
 */
export function bffErrorOf(status: number, body: unknown, fallbackMessage: string): BffError {
  if (!isApiError(body)) return new BffError(status, 'http_error', fallbackMessage);
  const error = new BffError(status, body.error.code, body.error.message, body.error.fields, body.error.uuid);
  if (error.isAccountChanged) accountChanged();
  return error;
}

let accountShown: () => string | undefined = () => undefined;
let onAccountChanged: () => void = () => undefined;
/** The account this tab showed when the BFF said another one is logged in now. */
let refusedAccount: string | undefined;

/**
 * The browser installs here how to find the account its page shows (undefined until it is known) and
 * what to do when the BFF answers that another account is logged in now.
 */
export function followAccountShown(find: () => string | undefined, changed: () => void): void {
  accountShown = find;
  onAccountChanged = changed;
}

function accountChanged(): void {
  // The page goes on showing what it was made with until it has caught up with the session, so its
  // calls go on naming that account, and being refused, until then (or until this tab logs in again):
  // the header asking the session again must not let them through into the account now logged in.
  refusedAccount ??= accountShown();
  onAccountChanged();
}

/** This tab has logged in, or caught up with a login elsewhere: its calls are for the account it now shows. */
export function forgetRefusedAccount(): void {
  refusedAccount = undefined;
}

/**
 * The headers a state-changing call carries: the CSRF header, and the account the page shows, which
 * the BFF refuses (409) when another account is logged in now. For calls made without this client too.
 */
export function stateChangingHeaders(): Record<string, string> {
  const account = refusedAccount ?? accountShown();
  return { [CSRF_HEADER.name]: CSRF_HEADER.value, ...(account === undefined ? {} : { [SHOWN_ACCOUNT_HEADER]: account }) };
}

// Retries belong to TanStack Query, and statuses to `answer()`, so this transport only times out.
const TRANSPORT_OPTIONS = {
  timeout: 15_000,
  retry: 0,
  throwHttpErrors: false,
  credentials: 'same-origin',
  // The BFF refuses state-changing calls without it (its CSRF defence); harmless on reads.
  headers: { [CSRF_HEADER.name]: CSRF_HEADER.value },
  // ...and state-changing calls name the account the page shows.
  hooks: {
    beforeRequest: [
      (request: Request) => {
        if (SAFE_METHODS.has(request.method)) return;
        for (const [name, value] of Object.entries(stateChangingHeaders())) request.headers.set(name, value);
      },
    ],
  },
} satisfies Options;

// ky comes with the browser's first call, not with the page: a first visit's data is in the server's
// HTML, and a visit may make no call at all. A failed load is forgotten, so the next call tries again.
let transport: Promise<KyInstance> | undefined;
const loadTransport = () =>
  (transport ??= import('ky').then(
    ({ default: ky }) => ky.create(TRANSPORT_OPTIONS),
    (error: unknown) => {
      transport = undefined;
      throw error;
    },
  ));

/**
 * The BFF's API as a typed client built from its own routes (`AppType`): a path, its parameters and
 * its answer are checked together. `fetch` is the browser's by default; server rendering passes one
 * bound to the app in-process.
 */
export function createBffClient(origin: string, fetch: typeof globalThis.fetch = async (input, init) => (await loadTransport())(input, init)) {
  return encodingPathParams(hc<AppType>(origin, { fetch }).api);
}

/**
 * hono's client puts path parameters into the URL as they are, so a slug or token holding '/', '?' or
 * '#' would ask for another path. Every call (`$get`, `$post`, ..., `$url`) encodes them first.
 */
function encodingPathParams<Node extends object>(node: Node): Node {
  return new Proxy(node, {
    get(target, key) {
      const child: unknown = Reflect.get(target, key);
      if (typeof child !== 'function') return child;
      if (typeof key === 'string' && key.startsWith('$')) {
        return (args?: { param?: Record<string, string> }, ...rest: unknown[]) =>
          (child as (...callArgs: unknown[]) => unknown)(args?.param ? { ...args, param: encodeAll(args.param) } : args, ...rest);
      }
      return encodingPathParams(child);
    },
  });
}

function encodeAll(param: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(param).map(([name, value]) => [name, encodeURIComponent(value)]));
}

export type BffClient = ReturnType<typeof createBffClient>;

const browserClient = createBffClient('/');
let requestClient: () => BffClient | undefined = () => undefined;

/**
 * Server rendering answers many shoppers at once, each with their own cookie: it installs here how
 * to find the client of the request being rendered (an AsyncLocalStorage in the server entry).
 */
export function findRequestClientWith(find: () => BffClient | undefined): void {
  requestClient = find;
}

/**
 * A path into the client resolved when it is called, not when it is read: query modules keep
 * `const products = bff.products` at module level, and on the server the client differs per request.
 */
function resolvedOnCall(path: readonly PropertyKey[]): unknown {
  return new Proxy(function pathIntoClient() {}, {
    // Never a thenable: `await` on a path must not mistake it for a promise.
    get: (_target, key) => (key === 'then' ? undefined : resolvedOnCall([...path, key])),
    apply: (_target, _this, args: unknown[]) => {
      let owner: unknown;
      let node: unknown = requestClient() ?? browserClient;
      for (const key of path) {
        owner = node;
        node = Reflect.get(node as object, key);
      }
      return Reflect.apply(node as (...callArgs: unknown[]) => unknown, owner, args);
    },
  });
}

/** The BFF's typed client: the browser's own, or on the server the client of the request being rendered. */
export const bff = resolvedOnCall([]) as BffClient;

/** The body of an answer's 2xx responses: what a route returns when it succeeds. */
type SuccessBody<R> = R extends ClientResponse<infer Body, infer Status, 'json'> ? ([Extract<Status, SuccessStatusCode>] extends [never] ? never : Body) : never;

/** What a call to `bff` yields once it succeeded, e.g. `Answer<typeof bff.session.$get>`. */
export type Answer<Call extends (...args: never[]) => Promise<ClientResponse<unknown>>> = SuccessBody<Awaited<ReturnType<Call>>>;

/** Waits for a call to `bff` and returns its JSON answer, or throws the BffError of a refusal or of no answer. */
export async function answer<R extends ClientResponse<unknown>>(request: Promise<R>): Promise<SuccessBody<R>> {
  let response: R;
  try {
    response = await request;
  } catch (error) {
    // No answer at all: offline, DNS, the timeout, or the request was cancelled.
    throw new BffError(0, 'network_error', error instanceof Error ? error.message : 'Network error');
  }
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) throw bffErrorOf(response.status, body, response.statusText || `HTTP ${response.status}`);
  return body as SuccessBody<R>;
}

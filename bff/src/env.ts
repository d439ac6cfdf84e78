import { isIP } from 'node:net';
import { availableParallelism } from 'node:os';
import { join, resolve } from 'node:path';
import * as v from 'valibot';
import { LOG_LEVELS } from './lib/logger';

const DEV_SESSION_SECRET = 'dev-only-session-secret-change-me-0123456789';

/** A whole number within bounds; whatever is wrong with a value, the message says what is right. */
const integer = (min: number, max: number) => {
  const expected = `must be a whole number from ${min} to ${max}`;
  return v.pipe(v.string(), v.trim(), v.toNumber(expected), v.integer(expected), v.minValue(min, expected), v.maxValue(max, expected));
};

const flag = v.pipe(
  v.picklist(['0', '1', 'true', 'false'], 'must be 1, 0, true or false'),
  v.transform((value) => value === '1' || value === 'true'),
);

const httpUrl = v.pipe(
  v.string(),
  v.trim(),
  v.url('must be an absolute URL'),
  v.check((value) => /^https?:\/\//.test(value), 'must use http or https'),
  // ky's prefixUrl joins with '/', so a trailing slash would double it.
  v.transform((value) => value.replace(/\/+$/, '')),
);

/**
 * A URL other addresses are built on by appending to it: a query or # would end up in the middle of
 * every one of them (`/api/v1?x=1/menus`), and a user:password@ makes fetch refuse every call (naming
 * the password in its error). `origin` (no path either) for an address whose links are built on its
 * origin alone. An empty `?` or `#` counts too: URL reports neither, but it stays in the text.
 * The message never repeats the value, so a password in it is not printed.
 */
const baseUrl = (message: string, { origin = false } = {}) =>
  v.pipe(
    httpUrl,
    v.check((value) => {
      const url = new URL(value);
      return !/[?#]/.test(value) && url.username === '' && url.password === '' && (!origin || url.pathname === '/');
    }, message),
  );

/**
 * The proxies in front of the BFF: how many hops (`1`, `2`), or which addresses and CIDR ranges
 * (`10.0.0.0/8, 2001:db8::1`). There is no "believe any X-Forwarded-For".
 */
export type TrustProxy = { hops: number } | { proxies: string[] };

function isAddressOrRange(entry: string): boolean {
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

const TRUST_PROXY_MESSAGE = 'must be a number of proxy hops (0-10) or a comma-separated list of proxy addresses or CIDR ranges';

/**
 * The shop's public origin. The shop is served at the root, and every link, the sitemap and the
 * payment return address are built on the origin alone: a path here would be dropped without a word.
 */
const publicUrl = baseUrl(
  "must be the shop's origin alone, such as https://www.example.co.uk (the shop is served at the root: no path, query, # or user:password@)",
  { origin: true },
);

const trustProxy = v.pipe(
  v.string(),
  v.trim(),
  v.rawTransform(({ dataset, addIssue, NEVER }): TrustProxy => {
    const value = dataset.value;
    if (/^\d{1,2}$/.test(value) && Number(value) <= 10) return { hops: Number(value) };
    const entries = value.split(',').map((entry) => entry.trim());
    if (entries.every(isAddressOrRange)) return { proxies: entries };
    addIssue({ message: TRUST_PROXY_MESSAGE });
    return NEVER;
  }),
);

const redisUrl = v.pipe(
  v.string(),
  v.trim(),
  v.url('must be a redis:// or rediss:// URL'),
  v.check((value) => /^rediss?:\/\//.test(value), 'must be a redis:// or rediss:// URL'),
);

// Every setting the BFF reads, with its default (README: Configuration). A bad value stops the process.
const EnvSchema = v.pipe(
  v.object({
    NODE_ENV: v.optional(v.picklist(['development', 'production', 'test'], 'must be development, test or production'), 'development'),
    PORT: v.optional(integer(1, 65535), '3000'),
    UPSTREAM_URL: v.optional(baseUrl("must be the API's base URL, such as https://api.example.co.uk/api/v1 (its paths are added to it: no query, # or user:password@)")),
    UPSTREAM_MEDIA_URL: v.optional(baseUrl('must be the base URL of the images, such as https://cdn.example.co.uk/media (their paths are added to it: no query, # or user:password@)')),
    UPSTREAM_TIMEOUT_MS: v.optional(integer(100, 120_000), '8000'),
    UPSTREAM_RETRIES: v.optional(integer(0, 5), '2'),
    // One connection pool per kind of upstream traffic, so a pile-up of one kind cannot starve another.
    UPSTREAM_CONNECTIONS: v.optional(integer(1, 1024), '64'),
    UPSTREAM_WRITE_CONNECTIONS: v.optional(integer(1, 1024), '16'),
    UPSTREAM_SEARCH_CONNECTIONS: v.optional(integer(1, 1024), '16'),
    UPSTREAM_UPLOAD_CONNECTIONS: v.optional(integer(1, 1024), '8'),
    UPSTREAM_MEDIA_CONNECTIONS: v.optional(integer(1, 1024), '32'),
    UPSTREAM_MAX_BYTES: v.optional(integer(1024, 1_073_741_824), '5242880'),
    UPSTREAM_BREAKER_FAILURES: v.optional(integer(1, 1000), '5'),
    UPSTREAM_BREAKER_HALF_OPEN_MS: v.optional(integer(100, 600_000), '10000'),
    REQUEST_DEADLINE_MS: v.optional(integer(100, 120_000), '5000'),
    SESSION_SECRET: v.optional(v.pipe(v.string(), v.minLength(32, 'must be at least 32 characters'))),
    CACHE_TTL_SECONDS: v.optional(integer(0, 86_400), '60'),
    CACHE_STALE_SECONDS: v.optional(integer(0, 604_800), '600'),
    CACHE_MAX_ENTRIES: v.optional(integer(10, 1_000_000), '5000'),
    CACHE_MAX_MB: v.optional(integer(1, 4096), '64'),
    SEARCH_CACHE_MAX_MB: v.optional(integer(1, 4096), '16'),
    PAGE_CACHE_SECONDS: v.optional(integer(0, 3600), '10'),
    // Page renders of one process at once, how many more may wait, how long (the page is then 503 busy).
    RENDER_CONCURRENCY: v.optional(integer(1, 64), '6'),
    RENDER_QUEUE: v.optional(integer(0, 10_000), '24'),
    RENDER_WAIT_MS: v.optional(integer(10, 120_000), '2000'),
    PUBLIC_URL: v.optional(publicUrl),
    WEB_DIST: v.optional(v.pipe(v.string(), v.trim(), v.nonEmpty()), 'dist/web'),
    DEV_ROUTES: v.optional(flag, '0'),
    /** `1` runs production on the built-in mock upstream (benchmarks, demos): never by accident. */
    MOCK_UPSTREAM: v.optional(flag, '0'),
    TRUST_PROXY: v.optional(trustProxy, '0'),
    /** Shared state of every instance (rate limits, revoked sessions, used captchas); in-process when unset. */
    REDIS_URL: v.optional(redisUrl),
    /** Server processes (node:cluster workers); every core unless set, one in tests. */
    WEB_CONCURRENCY: v.optional(integer(1, 256)),
    // Multiplies every per-client rate limit. The e2e run raises it: all its shoppers share one address.
    RATE_LIMIT_SCALE: v.optional(integer(1, 1000), '1'),
    /** JSON log lines on stdout at this level and above; tests are silent unless asked. */
    LOG_LEVEL: v.optional(v.picklist(LOG_LEVELS, `must be one of ${LOG_LEVELS.join(', ')}`)),
  }),
  v.check(
    (env) => env.NODE_ENV !== 'production' || env.SESSION_SECRET !== undefined,
    'SESSION_SECRET: is required in production (at least 32 random characters)',
  ),
  // Canonical links, robots.txt and sitemap.xml are cached publicly: they must never be built from
  // the Host header a client sent.
  v.check(
    (env) => env.NODE_ENV !== 'production' || env.PUBLIC_URL !== undefined,
    'PUBLIC_URL: is required in production (the shop\'s own address, such as https://www.example.co.uk)',
  ),
  // A production shop on the mock would take orders nobody receives and let the demo accounts in.
  v.check(
    (env) => env.NODE_ENV !== 'production' || env.UPSTREAM_URL !== undefined || env.MOCK_UPSTREAM,
    'UPSTREAM_URL: is required in production (the shop\'s API, such as https://api.example.co.uk/api/v1), or MOCK_UPSTREAM=1 to run on the built-in mock',
  ),
);

type ParsedEnv = v.InferOutput<typeof EnvSchema>;

export type Env = Omit<ParsedEnv, 'SESSION_SECRET' | 'WEB_CONCURRENCY' | 'LOG_LEVEL'> & {
  SESSION_SECRET: string;
  WEB_CONCURRENCY: number;
  LOG_LEVEL: (typeof LOG_LEVELS)[number];
};

/** Where the upstream lives: known only after boot when the in-process mock is used. */
export interface UpstreamTarget {
  apiUrl: string;
  mediaUrl: string;
}

export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  // An empty variable (`FOO=`) means "not set", as shells and .env files usually intend.
  const defined = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== undefined && value !== ''));
  const result = v.safeParse(EnvSchema, defined);
  if (!result.success) {
    const problems = result.issues.map((issue) => {
      const key = v.getDotPath(issue);
      return key ? `${key}: ${issue.message}` : issue.message;
    });
    throw new Error(`Invalid environment:\n  ${problems.join('\n  ')}`);
  }
  const env = result.output;
  return {
    ...env,
    SESSION_SECRET: env.SESSION_SECRET ?? DEV_SESSION_SECRET,
    WEB_CONCURRENCY: env.WEB_CONCURRENCY ?? (env.NODE_ENV === 'test' ? 1 : availableParallelism()),
    LOG_LEVEL: env.LOG_LEVEL ?? (env.NODE_ENV === 'test' ? 'silent' : 'info'),
  };
}

/** Where `npm run build` writes the server entry for a WEB_DIST: its sibling folder, never served. */
export const serverBuildOf = (webDist: string) => `${webDist.replace(/\/+$/, '')}-ssr`;

/** The server entry's file for a WEB_DIST, as an absolute path (WEB_DIST is relative to the working directory). */
export const serverEntryFileOf = (webDist: string) => join(resolve(process.cwd(), serverBuildOf(webDist)), 'entry-server.js');

/** The settings, or the process stops with a message naming each bad variable. */
export function loadEnv(): Env {
  try {
    return parseEnv();
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}

/** True when no SESSION_SECRET was set and cookies are sealed with the built-in development key. */
export const usesDevelopmentSecret = (env: Pick<Env, 'SESSION_SECRET'>) => env.SESSION_SECRET === DEV_SESSION_SECRET;

/** UPSTREAM_MEDIA_URL defaults to the API's origin + '/media' (the agreed upstream layout). */
export function upstreamTarget(env: Pick<Env, 'UPSTREAM_MEDIA_URL'>, apiUrl: string): UpstreamTarget {
  return { apiUrl, mediaUrl: env.UPSTREAM_MEDIA_URL ?? `${new URL(apiUrl).origin}/media` };
}

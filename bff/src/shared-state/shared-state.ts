import { Redis } from 'ioredis';
import { LRUCache } from 'lru-cache';
import { RateLimiterMemory, RateLimiterRedis, type RateLimiterAbstract } from 'rate-limiter-flexible';
import TinyQueue from 'tinyqueue';
import type { Env } from '@bff/env';
import type { Logger } from '@bff/lib/logger';
import type { CacheEntry, SharedCacheTier } from '@bff/lib/swr-cache';
import { withinTime } from '@bff/lib/time-limit';
import { ApiFailure } from '@bff/http/errors';

/** Keys remembered for a while, each with a short value: revoked sessions, captcha solutions already used. */
export interface ExpiringKeys {
  /** Remembers the key (with `value`) for `ttlMs`; false when it was remembered already (so a caller can claim it once). */
  add(key: string, ttlMs: number, value?: string): Promise<boolean>;
  has(key: string): Promise<boolean>;
  /** The key's value; undefined when it is not remembered. */
  get(key: string): Promise<string | undefined>;
  /** Remembers the key with `value` for `ttlMs`, whether it was remembered already or not. */
  set(key: string, value: string, ttlMs: number): Promise<void>;
  delete(key: string): Promise<void>;
}

/**
 * Each account's live sessions, so that a password change can end all of them but the one that made it.
 * An account keeps ACCOUNT_SESSIONS_KEPT at most: each list stays small, whoever logs in how often.
 */
export interface AccountSessions {
  /**
   * Remembers a session of the account until it expires (`expiresAt`, epoch ms). Past the most kept, the
   * others nearest their end are let go: answers those, each with its expiry, for the caller to end, as a
   * session the list forgot could no longer be ended by a password change.
   */
  add(account: string, sessionId: string, expiresAt: number): Promise<Map<string, number>>;
  /** Forgets a session of the account that has ended. */
  remove(account: string, sessionId: string): Promise<void>;
  /** Forgets every session of the account but `kept`; answers those not yet expired, each with its expiry (epoch ms). */
  takeAllBut(account: string, kept: string): Promise<Map<string, number>>;
}

/**
 * Small maps of text fields by key, each field written on its own, so that requests writing different
 * fields of one map at the same time (on any instance) never undo each other's writes.
 */
export interface FieldMaps {
  /** Every field of the map (none when there is no map). */
  get(key: string): Promise<Record<string, string>>;
  /**
   * Sets one field and keeps the map at least `keepForMs` from now. False, and nothing written, when
   * the field is new and the map already holds `maxFields`.
   */
  set(key: string, field: string, value: string, limits: { keepForMs: number; maxFields: number }): Promise<boolean>;
  /** Removes these fields of the map. */
  delete(key: string, fields: string[]): Promise<void>;
}

/** One counter kind: `points` per `windowMs` and key; once spent, refused for `blockMs` when set. */
export interface LimiterSpec {
  name: string;
  points: number;
  windowMs: number;
  blockMs?: number;
}

/**
 * What every instance of the BFF must agree on. Without REDIS_URL, in one process: this one's memory, or
 * with node:cluster workers the primary's, which each worker asks; with REDIS_URL in Redis, so any number
 * of instances behind a load balancer count and refuse as one.
 */
export interface SharedState {
  /** `memory`: this process's own; `cluster`: the primary process's, asked by this worker; `redis`. */
  store: 'memory' | 'cluster' | 'redis';
  /** The limiter of one counter kind, made on first use and kept. */
  limiter(spec: LimiterSpec): RateLimiterAbstract;
  revokedSessions: ExpiringKeys;
  accountSessions: AccountSessions;
  usedCaptchas: ExpiringKeys;
  /** Each checkout's artwork choices (by checkout id, a field per cart line), written as each line's request ends. */
  checkoutArtwork: FieldMaps;
  /** The catalogue cache's shared tier (Redis only: in-process, each instance's own cache is all there is). */
  cacheTier?: SharedCacheTier;
  /** Resolves when the store answers (always, in-process); rejects when Redis does not. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

/** Redis keys of this shop start with this, so one Redis can serve other things too. */
const KEY_PREFIX = 'storefront:';

/** Most live sessions an account keeps: plenty of devices and browsers for a person. */
export const ACCOUNT_SESSIONS_KEPT = 100;

/**
 * In-process bounds (Redis has no such bound). Remembered keys past theirs drop those whose time is
 * over first (see memoryKeys); each account's sessions, and checkouts' artwork, drop the least recently used.
 */
export const MEMORY_BOUNDS = { revokedSessions: 100_000, accounts: 100_000, usedCaptchas: 20_000, checkoutArtworkChars: 32 * 1024 * 1024 };

export const SHARED_STATE_UNAVAILABLE_MESSAGE = 'The shop is busy. Please try again in a moment.';

/** What a key holds when it is remembered for its own sake. */
const KEPT = '1';

interface End {
  key: string;
  /** Epoch ms. */
  endsAt: number;
}

/** Ends in a queue's order: the soonest first. */
const soonestFirst = (one: End, other: End) => one.endsAt - other.endsAt;

/**
 * Keys each remembered for its own time (a revoked session's until its cookie would have expired anyway),
 * `max` at most. Past that, the keys whose time is over go first: a live one goes only when all `max` are
 * live, and then the one nearest its end (a revoked session's copied cookie would open again for the
 * least time). A priority queue of ends finds them without reading the whole store.
 */
function memoryKeys(max: number): ExpiringKeys {
  const keys = new Map<string, { value: string; endsAt: number }>();
  // Holds each key's end as written; one rewritten or deleted since is skipped when met.
  let ends = new TinyQueue<End>([], soonestFirst);
  const isCurrent = ({ key, endsAt }: End) => keys.get(key)?.endsAt === endsAt;
  const live = (key: string) => {
    const kept = keys.get(key);
    if (kept && kept.endsAt > Date.now()) return kept.value;
    keys.delete(key);
    return undefined;
  };
  const write = (key: string, value: string, ttlMs: number) => {
    keys.delete(key);
    const now = Date.now();
    for (let soonest = ends.peek(); soonest && (soonest.endsAt <= now || keys.size >= max || !isCurrent(soonest)); soonest = ends.peek()) {
      if (isCurrent(soonest)) keys.delete(soonest.key);
      ends.pop();
    }
    // Ends of keys rewritten or deleted since are dropped once they outnumber the keys.
    if (ends.length > 2 * max) ends = new TinyQueue([...keys].map(([kept, { endsAt }]) => ({ key: kept, endsAt })), soonestFirst);
    const endsAt = now + ttlMs;
    keys.set(key, { value, endsAt });
    ends.push({ key, endsAt });
  };
  return {
    add: async (key, ttlMs, value = KEPT) => {
      if (live(key) !== undefined) return false;
      write(key, value, ttlMs);
      return true;
    },
    has: async (key) => live(key) !== undefined,
    get: async (key) => live(key),
    set: async (key, value, ttlMs) => write(key, value, ttlMs),
    delete: async (key) => {
      keys.delete(key);
    },
  };
}

/** Those of `sessions` (id -> expiry) that have not expired yet, but `kept`. */
function liveOthers(sessions: Iterable<[string, number]>, kept: string): Map<string, number> {
  const now = Date.now();
  return new Map([...sessions].filter(([id, expiresAt]) => id !== kept && expiresAt > now));
}

/** The `count` of `sessions` (id -> expiry) nearest their end. */
function nearestTheirEnd(sessions: Map<string, number>, count: number): Map<string, number> {
  return new Map([...sessions].sort(([, one], [, other]) => one - other).slice(0, Math.max(0, count)));
}

function memoryAccountSessions(max: number): AccountSessions {
  const accounts = new LRUCache<string, Map<string, number>>({ max });
  return {
    add: async (account, sessionId, expiresAt) => {
      // Sessions that have run out are dropped as another starts.
      const sessions = liveOthers(accounts.get(account) ?? [], sessionId);
      const letGo = nearestTheirEnd(sessions, sessions.size + 1 - ACCOUNT_SESSIONS_KEPT);
      for (const id of letGo.keys()) sessions.delete(id);
      sessions.set(sessionId, expiresAt);
      // The account is kept as long as its longest session.
      const longest = [...sessions.values()].reduce((latest, end) => Math.max(latest, end));
      accounts.set(account, sessions, { ttl: longest - Date.now() });
      return letGo;
    },
    remove: async (account, sessionId) => {
      accounts.get(account)?.delete(sessionId);
    },
    takeAllBut: async (account, kept) => {
      const sessions = accounts.get(account);
      if (!sessions) return new Map();
      const others = liveOthers(sessions, kept);
      for (const id of sessions.keys()) if (id !== kept) sessions.delete(id);
      return others;
    },
  };
}

/** Maps of fields, bounded by their total length in characters. */
function memoryFieldMaps(maxChars: number): FieldMaps {
  const maps = new LRUCache<string, ReadonlyMap<string, string>>({
    maxSize: maxChars,
    sizeCalculation: (fields, key) => [...fields].reduce((chars, [field, value]) => chars + field.length + value.length, key.length),
  });
  return {
    get: async (key) => Object.fromEntries(maps.get(key) ?? []),
    set: async (key, field, value, { keepForMs, maxFields }) => {
      const fields = new Map(maps.get(key));
      if (!fields.has(field) && fields.size >= maxFields) return false;
      fields.set(field, value);
      // The remaining time is 0 for a map not kept yet.
      maps.set(key, fields, { ttl: Math.max(maps.getRemainingTTL(key), keepForMs) });
      return true;
    },
    delete: async (key, removed) => {
      const kept = maps.get(key);
      if (!kept) return;
      const fields = new Map(kept);
      for (const field of removed) fields.delete(field);
      maps.set(key, fields, { ttl: maps.getRemainingTTL(key) });
    },
  };
}

/** A cache read from Redis waits no longer than this: past it, the upstream is asked instead. */
const CACHE_TIER_TIMEOUT_MS = 150;
/** Larger answers stay in each instance's own cache: one Redis value should stay small. */
const CACHE_TIER_MAX_ENTRY_BYTES = 1024 * 1024;

/** Cached upstream answers in Redis, each expiring when it may no longer be served even stale. */
function redisCacheTier(redis: Redis): SharedCacheTier {
  const keyOf = (key: string) => `${KEY_PREFIX}cache:${key}`;
  return {
    get: async (key) => {
      try {
        const text = await withinTime(redis.get(keyOf(key)), CACHE_TIER_TIMEOUT_MS);
        return text ? (JSON.parse(text) as CacheEntry) : undefined;
      } catch {
        // Redis away or slow: a miss, and the upstream is asked.
        return undefined;
      }
    },
    set: async (key, entry) => {
      const ttlMs = Math.ceil(entry.staleUntil - Date.now());
      const text = JSON.stringify(entry);
      if (ttlMs <= 0 || Buffer.byteLength(text) > CACHE_TIER_MAX_ENTRY_BYTES) return;
      await redis.set(keyOf(key), text, 'PX', ttlMs).catch(() => undefined);
    },
  };
}

/** The stores kept in one process's memory: the whole of them without REDIS_URL (see cluster-state for workers). */
export function memoryStores(): Pick<SharedState, 'revokedSessions' | 'accountSessions' | 'usedCaptchas' | 'checkoutArtwork'> {
  return {
    revokedSessions: memoryKeys(MEMORY_BOUNDS.revokedSessions),
    accountSessions: memoryAccountSessions(MEMORY_BOUNDS.accounts),
    usedCaptchas: memoryKeys(MEMORY_BOUNDS.usedCaptchas),
    checkoutArtwork: memoryFieldMaps(MEMORY_BOUNDS.checkoutArtworkChars),
  };
}

/** A store that cannot answer is a 503 for the shopper, never a guess either way. */
export async function orUnavailable<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch {
    // The connection's own error handler (or the worker's wait for its primary) has logged the outage.
    throw new ApiFailure(503, 'shared_state_unavailable', SHARED_STATE_UNAVAILABLE_MESSAGE);
  }
}

const toMilliseconds = (ttlMs: number) => Math.max(1, Math.ceil(ttlMs));

function redisKeys(redis: Redis, purpose: string): ExpiringKeys {
  const keyOf = (key: string) => `${KEY_PREFIX}${purpose}:${key}`;
  return {
    add: async (key, ttlMs, value = KEPT) => (await orUnavailable(redis.set(keyOf(key), value, 'PX', toMilliseconds(ttlMs), 'NX'))) === 'OK',
    has: async (key) => (await orUnavailable(redis.exists(keyOf(key)))) === 1,
    get: async (key) => (await orUnavailable(redis.get(keyOf(key)))) ?? undefined,
    set: async (key, value, ttlMs) => {
      await orUnavailable(redis.set(keyOf(key), value, 'PX', toMilliseconds(ttlMs)));
    },
    delete: async (key) => {
      await orUnavailable(redis.del(keyOf(key)));
    },
  };
}

/**
 * Adds a session (ARGV[1], ending ARGV[2]) to the account's hash of session ids and their ends, and keeps
 * the hash as long as its longest session, atomically (PTTL is -1 for a hash just made; PEXPIRE's GT
 * option needs Redis 7.0). Drops the sessions ended by now (ARGV[4]) and lets go of the others nearest
 * their end past the most kept (ARGV[5]): answers those as id, end, id, end…
 */
const ADD_ACCOUNT_SESSION = `
local now = tonumber(ARGV[4])
local others = {}
local stored = redis.call('HGETALL', KEYS[1])
for i = 1, #stored, 2 do
  if stored[i] ~= ARGV[1] then
    if tonumber(stored[i + 1]) <= now then redis.call('HDEL', KEYS[1], stored[i])
    else others[#others + 1] = { stored[i], stored[i + 1] } end
  end
end
table.sort(others, function(one, other) return tonumber(one[2]) < tonumber(other[2]) end)
local letGo = {}
for i = 1, #others + 1 - tonumber(ARGV[5]) do
  redis.call('HDEL', KEYS[1], others[i][1])
  letGo[#letGo + 1] = others[i][1]
  letGo[#letGo + 1] = others[i][2]
end
redis.call('HSET', KEYS[1], ARGV[1], ARGV[2])
local keepFor = tonumber(ARGV[3])
if redis.call('PTTL', KEYS[1]) < keepFor then redis.call('PEXPIRE', KEYS[1], keepFor) end
return letGo`;

/** Pairs of a flat Redis reply (id, end, id, end…) as a map of ids to their ends. */
function sessionEnds(reply: string[]): Map<string, number> {
  const ends = new Map<string, number>();
  for (let index = 0; index < reply.length; index += 2) ends.set(reply[index]!, Number(reply[index + 1]));
  return ends;
}

function redisAccountSessions(redis: Redis): AccountSessions {
  const keyOf = (account: string) => `${KEY_PREFIX}account-sessions:${account}`;
  return {
    add: async (account, sessionId, expiresAt) => {
      const now = Date.now();
      const keepForMs = toMilliseconds(expiresAt - now);
      const args = [sessionId, String(expiresAt), String(keepForMs), String(now), String(ACCOUNT_SESSIONS_KEPT)];
      return sessionEnds((await orUnavailable(redis.eval(ADD_ACCOUNT_SESSION, 1, keyOf(account), ...args))) as string[]);
    },
    remove: async (account, sessionId) => {
      await orUnavailable(redis.hdel(keyOf(account), sessionId));
    },
    takeAllBut: async (account, kept) => {
      const stored = await orUnavailable(redis.hgetall(keyOf(account)));
      const leaving = Object.keys(stored).filter((id) => id !== kept);
      if (leaving.length > 0) await orUnavailable(redis.hdel(keyOf(account), ...leaving));
      return liveOthers(Object.entries(stored).map(([id, expiresAt]) => [id, Number(expiresAt)]), kept);
    },
  };
}

/**
 * Sets a field of a hash unless that would take it past its most fields, then keeps the hash at least
 * the time asked, atomically (as ADD_ACCOUNT_SESSION). Answers 1 when the field was set, 0 when not.
 */
const SET_FIELD = `
if redis.call('HEXISTS', KEYS[1], ARGV[1]) == 0 and redis.call('HLEN', KEYS[1]) >= tonumber(ARGV[4]) then return 0 end
redis.call('HSET', KEYS[1], ARGV[1], ARGV[2])
local keepFor = tonumber(ARGV[3])
if redis.call('PTTL', KEYS[1]) < keepFor then redis.call('PEXPIRE', KEYS[1], keepFor) end
return 1`;

function redisFieldMaps(redis: Redis, purpose: string): FieldMaps {
  const keyOf = (key: string) => `${KEY_PREFIX}${purpose}:${key}`;
  return {
    get: (key) => orUnavailable(redis.hgetall(keyOf(key))),
    set: async (key, field, value, { keepForMs, maxFields }) => {
      const keepFor = String(toMilliseconds(keepForMs));
      return (await orUnavailable(redis.eval(SET_FIELD, 1, keyOf(key), field, value, keepFor, String(maxFields)))) === 1;
    },
    delete: async (key, fields) => {
      if (fields.length > 0) await orUnavailable(redis.hdel(keyOf(key), ...fields));
    },
  };
}

const toSeconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

export function limiterOptions(spec: LimiterSpec, keyPrefix: string) {
  return { keyPrefix, points: spec.points, duration: toSeconds(spec.windowMs), blockDuration: spec.blockMs ? toSeconds(spec.blockMs) : 0 };
}

function connectRedis(url: string, log: Logger): Redis {
  const redis = new Redis(url, {
    // A command waits for one reconnection at most: a shopper's request must not hang on Redis.
    maxRetriesPerRequest: 1,
    connectTimeout: 2_000,
  });
  let healthy = true;
  redis.on('ready', () => {
    if (!healthy) log.info('redis connected again');
    healthy = true;
  });
  redis.on('error', (error: Error) => {
    // Reconnection attempts repeat the same error: one line per outage is enough.
    if (healthy) log.warn({ reason: error.message }, 'redis unavailable: retrying');
    healthy = false;
  });
  return redis;
}

/** `make`, called once per counter kind (by its name): each later call gets the limiter it made. */
export function limitersMadeOnce(make: (spec: LimiterSpec) => RateLimiterAbstract): (spec: LimiterSpec) => RateLimiterAbstract {
  const limiters = new Map<string, RateLimiterAbstract>();
  return (spec) => {
    let limiter = limiters.get(spec.name);
    if (!limiter) {
      limiter = make(spec);
      limiters.set(spec.name, limiter);
    }
    return limiter;
  };
}

/**
 * In this process's memory without REDIS_URL, else in Redis. A node:cluster worker without REDIS_URL asks
 * its primary instead (cluster-state).
 */
export function createSharedState(config: Pick<Env, 'REDIS_URL'>, log: Logger): SharedState {
  if (!config.REDIS_URL) {
    return {
      store: 'memory',
      limiter: limitersMadeOnce((spec) => new RateLimiterMemory(limiterOptions(spec, spec.name))),
      ...memoryStores(),
      ping: async () => undefined,
      close: async () => undefined,
    };
  }

  const redis = connectRedis(config.REDIS_URL, log);
  return {
    store: 'redis',
    limiter: limitersMadeOnce((spec) => {
      const options = limiterOptions(spec, `${KEY_PREFIX}limit:${spec.name}`);
      // While Redis is away each instance counts on its own rather than letting every attempt through.
      return new RateLimiterRedis({ ...options, storeClient: redis, insuranceLimiter: new RateLimiterMemory(options) });
    }),
    revokedSessions: redisKeys(redis, 'revoked-session'),
    accountSessions: redisAccountSessions(redis),
    usedCaptchas: redisKeys(redis, 'used-captcha'),
    checkoutArtwork: redisFieldMaps(redis, 'checkout-artwork'),
    cacheTier: redisCacheTier(redis),
    ping: async () => {
      await redis.ping();
    },
    close: async () => {
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}

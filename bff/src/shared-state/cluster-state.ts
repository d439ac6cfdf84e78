import cluster from 'node:cluster';
import { RLWrapperTimeouts, RateLimiterCluster, RateLimiterClusterMaster, RateLimiterMemory } from 'rate-limiter-flexible';
import type { Logger } from '@bff/lib/logger';
import { TimeLimitExceeded, withinTime } from '@bff/lib/time-limit';
import { limiterOptions, limitersMadeOnce, memoryStores, orUnavailable, type SharedState } from './shared-state';

// Without REDIS_URL the node:cluster workers of one server share one state, in the primary's memory: each
// worker asks the primary over the cluster's IPC channel. Rate limits go through rate-limiter-flexible's
// own cluster limiter (a RateLimiterClusterMaster in the primary counts for every RateLimiterCluster
// worker limiter of the same name); the other stores through the questions and answers below.

/** Tells these questions and answers apart from the cluster's other messages. */
const CHANNEL = 'storefront:shared-state';

/**
 * How long a worker waits for its primary. The primary answers from memory at once: one that has not
 * answered by then is stuck, and the worker treats it as a store that cannot answer.
 */
const PRIMARY_TIMEOUT_MS = 2_000;

type Stores = ReturnType<typeof memoryStores>;
type StoreName = keyof Stores;
const STORE_NAMES: readonly string[] = ['revokedSessions', 'accountSessions', 'usedCaptchas', 'checkoutArtwork'] satisfies StoreName[];

/** A worker's call of one method of one of the primary's stores. */
interface Question {
  channel: typeof CHANNEL;
  id: number;
  store: StoreName;
  method: string;
  args: unknown[];
}

/** The primary's answer to the question of the same id: its result (a Map as its entries), or that it failed. */
interface Answer {
  channel: typeof CHANNEL;
  id: number;
  result?: unknown;
  failed?: true;
}

const onChannel = (message: unknown): message is { channel: typeof CHANNEL; id: number } =>
  typeof message === 'object' && message !== null && (message as Answer).channel === CHANNEL && typeof (message as Answer).id === 'number';

const isQuestion = (message: unknown): message is Question =>
  onChannel(message) &&
  STORE_NAMES.includes((message as Question).store) &&
  typeof (message as Question).method === 'string' &&
  Array.isArray((message as Question).args);

/** Called in the primary before it forks: keeps the workers' shared state and answers their questions. */
export function serveSharedStateToWorkers(): void {
  // Makes the counter a worker's limiter names on its first use (rate-limiter-flexible's 'init' message).
  new RateLimiterClusterMaster();
  const stores = memoryStores();
  cluster.on('message', (worker, message: unknown) => {
    if (!isQuestion(message)) return;
    const answer = (reply: Omit<Answer, 'channel' | 'id'>) => worker.send({ channel: CHANNEL, id: message.id, ...reply } satisfies Answer);
    const store = stores[message.store] as unknown as Record<string, unknown>;
    const method = Object.hasOwn(store, message.method) ? store[message.method] : undefined;
    if (typeof method !== 'function') return answer({ failed: true });
    (method as (...args: unknown[]) => Promise<unknown>)(...message.args).then(
      (result) => answer({ result: result instanceof Map ? [...result] : result }),
      () => answer({ failed: true }),
    );
  });
}

/**
 * A worker's shared state, kept by its primary (serveSharedStateToWorkers). A question the primary does
 * not answer in time fails like a Redis that cannot answer (503), and rate limits then count in this
 * worker alone, as they do while Redis is away.
 */
export function sharedStateOfPrimary(log: Logger): SharedState {
  const send = process.send?.bind(process);
  if (!send) throw new Error('sharedStateOfPrimary is for node:cluster workers only');
  const waiting = new Map<number, (answer: Answer) => void>();
  let lastId = 0;
  let answering = true;
  const onMessage = (message: unknown) => {
    if (!onChannel(message)) return;
    // Answered after its time: the caller was told already.
    waiting.get(message.id)?.(message as Answer);
  };
  process.on('message', onMessage);

  const ask = async <S extends StoreName>(store: S, method: keyof Stores[S] & string, args: unknown[]): Promise<unknown> => {
    lastId += 1;
    const id = lastId;
    const answered = new Promise<Answer>((resolve) => waiting.set(id, resolve));
    send({ channel: CHANNEL, id, store, method, args } satisfies Question);
    try {
      const answer = await withinTime(answered, PRIMARY_TIMEOUT_MS);
      if (!answering) log.info('the primary process answers again');
      answering = true;
      if (answer.failed) throw new Error(`the primary could not answer ${store}.${method}`);
      return answer.result;
    } catch (error) {
      if (error instanceof TimeLimitExceeded && answering) {
        // Every question waiting then fails the same way: one line per outage is enough.
        log.warn({ timeoutMs: PRIMARY_TIMEOUT_MS }, 'the primary process did not answer in time: calls that read a session answer 503 until it does');
        answering = false;
      }
      throw error;
    } finally {
      waiting.delete(id);
    }
  };

  const keysIn = (store: 'revokedSessions' | 'usedCaptchas'): SharedState['revokedSessions'] => ({
    add: async (key, ttlMs, value) => (await orUnavailable(ask(store, 'add', value === undefined ? [key, ttlMs] : [key, ttlMs, value]))) === true,
    has: async (key) => (await orUnavailable(ask(store, 'has', [key]))) === true,
    get: async (key) => {
      const value = await orUnavailable(ask(store, 'get', [key]));
      return typeof value === 'string' ? value : undefined;
    },
    set: async (key, value, ttlMs) => {
      await orUnavailable(ask(store, 'set', [key, value, ttlMs]));
    },
    delete: async (key) => {
      await orUnavailable(ask(store, 'delete', [key]));
    },
  });

  return {
    store: 'cluster',
    limiter: limitersMadeOnce((spec) => {
      const options = limiterOptions(spec, spec.name);
      // While the primary does not answer, this worker counts on its own rather than letting every attempt through.
      return new RLWrapperTimeouts({
        limiter: new RateLimiterCluster({ ...options, timeoutMs: PRIMARY_TIMEOUT_MS }),
        timeoutMs: PRIMARY_TIMEOUT_MS,
        blockDuration: options.blockDuration,
        insuranceLimiter: new RateLimiterMemory(options),
      });
    }),
    revokedSessions: keysIn('revokedSessions'),
    accountSessions: {
      add: async (account, sessionId, expiresAt) =>
        new Map((await orUnavailable(ask('accountSessions', 'add', [account, sessionId, expiresAt]))) as [string, number][]),
      remove: async (account, sessionId) => {
        await orUnavailable(ask('accountSessions', 'remove', [account, sessionId]));
      },
      takeAllBut: async (account, kept) => new Map((await orUnavailable(ask('accountSessions', 'takeAllBut', [account, kept]))) as [string, number][]),
    },
    usedCaptchas: keysIn('usedCaptchas'),
    checkoutArtwork: {
      get: async (key) => (await orUnavailable(ask('checkoutArtwork', 'get', [key]))) as Record<string, string>,
      set: async (key, field, value, limits) => (await orUnavailable(ask('checkoutArtwork', 'set', [key, field, value, limits]))) === true,
      delete: async (key, fields) => {
        await orUnavailable(ask('checkoutArtwork', 'delete', [key, fields]));
      },
    },
    // A primary that stops stops its workers (node:cluster); one that is stuck hands them no connections
    // (it accepts them for its workers everywhere but on Windows).
    ping: async () => undefined,
    close: async () => {
      process.off('message', onMessage);
    },
  };
}

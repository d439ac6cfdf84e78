// For tests only: a real redis-server of the test's own, on a free loopback port, keeping nothing on disk.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { Redis } from 'ioredis';
import { afterAll, beforeAll } from 'vitest';
import { freePort } from '@bff/lib/free-port';
import { createLogger } from '@bff/lib/logger';
import { createSharedState, type SharedState } from './shared-state';

const REDIS_SERVER = '/usr/bin/redis-server';

export interface TestRedis {
  url: string;
  stop(): Promise<void>;
}

async function answersPing(url: string): Promise<boolean> {
  const client = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
  client.on('error', () => undefined);
  try {
    await client.connect();
    return (await client.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    client.disconnect();
  }
}

export async function startTestRedis(): Promise<TestRedis> {
  if (!existsSync(REDIS_SERVER)) {
    throw new Error(`${REDIS_SERVER} is missing: install it with \`apt-get install -y redis-server\` (Debian) to run the Redis tests`);
  }
  const port = await freePort();
  const server = spawn(REDIS_SERVER, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
    stdio: 'ignore',
  });
  const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()));
  const url = `redis://127.0.0.1:${port}`;
  for (let attempt = 0; !(await answersPing(url)); attempt += 1) {
    if (attempt >= 50 || server.exitCode !== null) {
      server.kill();
      throw new Error(`redis-server did not start on port ${port}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    stop: async () => {
      server.kill('SIGTERM');
      await exited;
    },
  };
}

/** The kinds of shared state a behaviour must hold alike in: in process, and in Redis. */
export const STORE_KINDS = ['memory', 'redis'] as const;

/**
 * The shared state of each kind, made before the calling file's tests (Redis a server of their own) and
 * closed after them: read what it answers inside the tests.
 */
export function storesOfEachKind(): () => Record<(typeof STORE_KINDS)[number], SharedState> {
  let redis: TestRedis;
  let stores: Record<(typeof STORE_KINDS)[number], SharedState>;
  beforeAll(async () => {
    redis = await startTestRedis();
    stores = {
      memory: createSharedState({ REDIS_URL: undefined }, createLogger('silent')),
      redis: createSharedState({ REDIS_URL: redis.url }, createLogger('silent')),
    };
  });
  afterAll(async () => {
    await Promise.all(Object.values(stores).map((store) => store.close()));
    await redis.stop();
  });
  return () => stores;
}

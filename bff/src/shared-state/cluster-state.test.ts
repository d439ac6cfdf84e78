import cluster, { type Worker } from 'node:cluster';
import { RateLimiterRes } from 'rate-limiter-flexible';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createLogger } from '@bff/lib/logger';
import { serveSharedStateToWorkers, sharedStateOfPrimary } from './cluster-state';
import { SHARED_STATE_UNAVAILABLE_MESSAGE } from './shared-state';

// A worker whose primary never answers (a stuck primary): every question is sent, none comes back.
// Fake timers stand in for the wait. The real primary and workers are tested in server.test.ts.

let logLines: Record<string, unknown>[];
let shared: ReturnType<typeof sharedStateOfPrimary>;

beforeEach(() => {
  vi.useFakeTimers();
  // This test thread is no cluster worker: it gets a channel to a primary that never answers.
  process.send = () => true;
  logLines = [];
  shared = sharedStateOfPrimary(createLogger('info', { write: (line: string) => void logLines.push(JSON.parse(line) as Record<string, unknown>) }));
});
afterEach(async () => {
  await shared.close();
  delete process.send;
  vi.useRealTimers();
});

const WAIT_MS = 2_000;

describe('a worker whose primary does not answer', () => {
  it('answers 503 once the wait is over, rather than hang the request, and logs the outage once', async () => {
    const calls = [
      shared.revokedSessions.has('session-1'),
      shared.usedCaptchas.add('solution-1', 60_000),
      shared.accountSessions.takeAllBut('account-1', 'session-1'),
      shared.checkoutArtwork.get('checkout-1'),
    ];
    const settled = Promise.allSettled(calls);
    await vi.advanceTimersByTimeAsync(WAIT_MS);
    const outcomes = await settled;
    expect(outcomes.map(({ status }) => status)).toEqual(['rejected', 'rejected', 'rejected', 'rejected']);
    for (const outcome of outcomes) {
      expect((outcome as PromiseRejectedResult).reason).toMatchObject({ status: 503, code: 'shared_state_unavailable', message: SHARED_STATE_UNAVAILABLE_MESSAGE });
    }
    expect(logLines.filter(({ level }) => level === 40)).toEqual([expect.objectContaining({ msg: expect.stringContaining('the primary process did not answer in time') })]);
  });

  it('counts rate limits in this worker alone meanwhile, rather than letting every attempt through', async () => {
    const limiter = shared.limiter({ name: 'attempts', points: 2, windowMs: 60_000 });
    const settled = Promise.allSettled([limiter.consume('client'), limiter.consume('client'), limiter.consume('client')]);
    await vi.advanceTimersByTimeAsync(WAIT_MS);
    const outcomes = await settled;
    expect(outcomes.map(({ status }) => status)).toEqual(['fulfilled', 'fulfilled', 'rejected']);
    expect((outcomes[2] as PromiseRejectedResult).reason).toBeInstanceOf(RateLimiterRes);
  });
});

describe('workers whose primary answers', () => {
  it("keep every store in the primary: what one worker writes, the other reads, a checkout's artwork lines included", async () => {
    vi.useRealTimers();
    // The primary's side in this process: a worker's question reaches it as a cluster message, and its
    // answer comes back to this process as the worker's message. Each worker numbers its questions from
    // 1, as in a process of its own: the two here take turns, so no two questions wait at once.
    const worker = { send: (answer: unknown) => (process as NodeJS.EventEmitter).emit('message', answer) } as unknown as Worker;
    process.send = (question: unknown) => cluster.emit('message', worker, question);
    serveSharedStateToWorkers();
    const [one, other] = [sharedStateOfPrimary(createLogger('silent')), sharedStateOfPrimary(createLogger('silent'))];
    try {
      const limits = { keepForMs: 60_000, maxFields: 10 };
      expect(await one.checkoutArtwork.set('checkout-1', 'line-cards', 'art-1', limits)).toBe(true);
      expect(await other.checkoutArtwork.set('checkout-1', 'line-flyers', 'art-2', limits)).toBe(true);
      expect(await one.checkoutArtwork.get('checkout-1')).toEqual({ 'line-cards': 'art-1', 'line-flyers': 'art-2' });
      await other.checkoutArtwork.delete('checkout-1', ['line-cards']);
      expect(await one.checkoutArtwork.get('checkout-1')).toEqual({ 'line-flyers': 'art-2' });

      await one.revokedSessions.add('session-1', 60_000);
      expect(await other.revokedSessions.has('session-1')).toBe(true);

      expect(await one.accountSessions.add('account-1', 'session-2', Date.now() + 60_000)).toEqual(new Map());
      await other.accountSessions.remove('account-1', 'session-2');
      expect(await one.accountSessions.takeAllBut('account-1', 'session-3')).toEqual(new Map());
    } finally {
      await Promise.all([one.close(), other.close()]);
      cluster.removeAllListeners('message');
    }
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import type * as BffClient from '@web/lib/bff-client';
import { keepServerTime } from '@web/lib/server-clock';
import { homeQueries } from './home-queries';

const asked = vi.hoisted(() => [] as (RequestInit | undefined)[]);
vi.mock('@web/lib/bff-client', async (importOriginal) => {
  const client = await importOriginal<typeof BffClient>();
  const fetchAnswer = async (_input: RequestInfo | URL, init?: RequestInit) => {
    asked.push(init);
    return Response.json({ slides: [], minDelivery: null, rating: { point: 5, count: 1 }, popular: [] });
  };
  return { ...client, bff: client.createBffClient('http://bff.test', fetchAnswer) };
});

/** When the home query asks again. */
function nextAskIn(): number | false | undefined {
  const { refetchInterval } = homeQueries.home();
  if (typeof refetchInterval !== 'function') return refetchInterval;
  return refetchInterval({} as Parameters<typeof refetchInterval>[0]);
}

describe('the home query', () => {
  afterEach(() => {
    keepServerTime(Date.now());
    vi.useRealTimers();
  });

  it("asks again one second after the next 16:00 cut-off, by the server's clock", () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-12-01T12:00:00Z')); // the browser's noon, three hours slow
    keepServerTime(Date.parse('2026-12-01T15:59:00Z'));
    expect(nextAskIn()).toBe(61_000);

    keepServerTime(Date.parse('2026-12-01T16:00:01Z'));
    expect(nextAskIn()).toBe(24 * 3600_000);
  });

  it("bypasses the browser's cache, which may hold the answer from before the cut-off", async () => {
    const { queryFn } = homeQueries.home();
    await (queryFn as (context: { signal: AbortSignal }) => Promise<unknown>)({ signal: new AbortController().signal });
    expect(asked[0]?.cache).toBe('no-cache');
  });
});

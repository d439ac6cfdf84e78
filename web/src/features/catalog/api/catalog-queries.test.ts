import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createBffClient, findRequestClientWith } from '@web/lib/bff-client';
import { forgetServerTime, keepServerTime } from '@web/lib/server-clock';
import { catalogQueries, type DeliveryEstimateView } from './catalog-queries';

// 16:00 London on 1 December 2026 is 16:00 UTC (GMT).
const CUT_OFF = Date.parse('2026-12-01T16:00:00.000Z');
const estimate: DeliveryEstimateView = { serviceId: 2, date: '2026-12-02', text: 'Wednesday 2nd December', cutOffAt: new Date(CUT_OFF).toISOString() };

/** When the delivery query asks again, holding `data`. */
function nextAskIn(data: DeliveryEstimateView): number | false | undefined {
  const { refetchInterval } = catalogQueries.delivery(1, 2);
  if (typeof refetchInterval !== 'function') return refetchInterval;
  return refetchInterval({ state: { data } } as unknown as Parameters<typeof refetchInterval>[0]);
}

describe('the delivery estimate query', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['Date'] }));
  afterEach(() => {
    forgetServerTime();
    vi.useRealTimers();
  });

  it('asks again one second after the cut-off, by the server clock', () => {
    vi.setSystemTime(CUT_OFF - 60_000);
    keepServerTime(CUT_OFF - 60_000);
    expect(nextAskIn(estimate)).toBe(61_000);
  });

  it('goes by the server clock when the browser clock is hours ahead or a day ahead', () => {
    const server = CUT_OFF - 2 * 3600_000;
    for (const ahead of [3 * 3600_000, 24 * 3600_000]) {
      vi.setSystemTime(server + ahead);
      keepServerTime(server);
      expect(nextAskIn(estimate)).toBe(2 * 3600_000 + 1000);
    }
  });

  it('backs off, doubling its wait, while the server still answers a cut-off that has passed', () => {
    const waits: number[] = [];
    let at = CUT_OFF + 1000;
    while (at < CUT_OFF + 3600_000) {
      vi.setSystemTime(at);
      const wait = nextAskIn(estimate);
      expect(typeof wait).toBe('number');
      waits.push(wait as number);
      at += wait as number;
    }
    expect(waits.slice(0, 4)).toEqual([5000, 6000, 12_000, 24_000]);
    expect(Math.min(...waits)).toBeGreaterThanOrEqual(5000);
    expect(Math.max(...waits)).toBe(10 * 60_000);
    // An hour of an answer that has not moved on costs fewer than 15 asks, where it cost 3,600.
    expect(waits.length).toBeLessThan(15);
  });
});

describe('the catalogue page query', () => {
  afterEach(() => findRequestClientWith(() => undefined));

  it('asks for page 1 by the plain path, which the front door answers, and a later page by ?page=', async () => {
    const asked: string[] = [];
    const client = createBffClient('http://bff.test', (input) => {
      asked.push(input instanceof Request ? input.url : String(input));
      return Promise.resolve(Response.json({ kind: 'page' }));
    });
    findRequestClientWith(() => client);
    const queryClient = new QueryClient();
    await queryClient.fetchQuery(catalogQueries.page('about-us'));
    await queryClient.fetchQuery(catalogQueries.page('business-cards', 1));
    await queryClient.fetchQuery(catalogQueries.page('business-cards', 2));
    expect(asked).toEqual(['http://bff.test/api/pages/about-us', 'http://bff.test/api/pages/business-cards', 'http://bff.test/api/pages/business-cards?page=2']);
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { forgetServerTime, keepServerTime } from '@web/lib/server-clock';
import { homeQueries } from './home-queries';

/** When the home query asks again. */
function nextAskIn(): number | false | undefined {
  const { refetchInterval } = homeQueries.home();
  if (typeof refetchInterval !== 'function') return refetchInterval;
  return refetchInterval({} as Parameters<typeof refetchInterval>[0]);
}

describe('the home query', () => {
  afterEach(() => {
    forgetServerTime();
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

  it('asks again a day later at most, as every cut-off query does, across the autumn clock change too', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    // 16:00:01 BST on Saturday 24 October 2026; the next cut-off is 16:00 GMT on Sunday, 25 hours on.
    vi.setSystemTime(new Date('2026-10-24T15:00:01Z'));
    expect(nextAskIn()).toBe(24 * 3600_000);
  });
});

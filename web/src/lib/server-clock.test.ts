import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerArrivedAt, forgetServerTime, keepServerTime, pageServedAt, renderedTime, serverNow } from './server-clock';

afterEach(() => {
  document.head.replaceChildren();
  vi.restoreAllMocks();
  vi.useRealTimers();
  forgetServerTime();
});

/** The browser's navigation timing: the page's answer began to arrive `responseStart` ms after `timeOrigin`. */
function navigationTiming(timeOrigin: number, responseStart: number) {
  vi.spyOn(performance, 'timeOrigin', 'get').mockReturnValue(timeOrigin);
  vi.spyOn(performance, 'getEntriesByType').mockImplementation((type) =>
    type === 'navigation' ? [{ responseStart } as PerformanceNavigationTiming] : [],
  );
}

describe('server clock', () => {
  it("corrects the browser's clock by the server's time of the answer against when that answer arrived", () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    // The browser's clock is an hour behind; the answer arrived at 12:00:00.000 by it, and the page's
    // scripts took two seconds to download and run before taking the page over.
    navigationTiming(Date.parse('2026-12-01T11:59:59Z'), 1000);
    vi.setSystemTime(Date.parse('2026-12-01T12:00:02Z'));
    // The page was kept for ten minutes; the server answered with it at 13:00:00.
    keepServerTime(Date.parse('2026-12-01T12:50:00Z'), Date.parse('2026-12-01T13:00:00Z'));
    expect(new Date(serverNow()).toISOString()).toBe('2026-12-01T13:00:02.000Z');
    // What hydrates is drawn from the time the page was rendered at, as its HTML was.
    expect(new Date(renderedTime()).toISOString()).toBe('2026-12-01T12:50:00.000Z');
  });

  it("takes the answer's arrival as now where the browser has no navigation timing", () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.parse('2026-12-01T12:00:00Z'));
    expect(answerArrivedAt()).toBe(Date.parse('2026-12-01T12:00:00Z'));
  });

  it('forgets the page taken over: the browser clock again, and no rendered time', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.parse('2026-12-01T12:00:00Z'));
    keepServerTime(Date.parse('2026-12-01T09:00:00Z'), Date.parse('2026-12-01T10:00:00Z'), Date.now());
    forgetServerTime();
    vi.setSystemTime(Date.parse('2026-12-01T12:00:05Z'));
    expect(serverNow()).toBe(Date.parse('2026-12-01T12:00:05Z'));
    expect(renderedTime()).toBe(Date.parse('2026-12-01T12:00:05Z'));
  });

  it("reads the server's time of the answer from the page, where the BFF wrote it", () => {
    expect(pageServedAt()).toBeUndefined();
    document.head.insertAdjacentHTML('beforeend', '<meta name="served-at" content="1764409912345">');
    expect(pageServedAt()).toBe(1_764_409_912_345);
  });
});

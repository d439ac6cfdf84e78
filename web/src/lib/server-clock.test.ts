import { QueryClient, dehydrate, hydrate } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerArrivedAt, forgetServerTime, keepServerTime, onBrowserClock, pageServedAt, renderedTime, serverNow } from './server-clock';

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

  describe('the queries a page carries', () => {
    const SERVER_RENDERED = Date.parse('2026-12-01T12:00:00Z');
    const DAY = 24 * 3600_000;

    /** The server's query cache as its page carries it: `home` read 10 s before the render, `price` 2 min before, `menu` failed. */
    function carriedQueries() {
      const server = new QueryClient();
      vi.setSystemTime(SERVER_RENDERED - 120_000);
      server.setQueryData(['price'], 1);
      vi.setSystemTime(SERVER_RENDERED - 10_000);
      server.setQueryData(['home'], 2);
      server.getQueryCache().build(server, { queryKey: ['menu'] }).setState({ status: 'error', error: new Error('down'), errorUpdatedAt: Date.now() });
      vi.setSystemTime(SERVER_RENDERED);
      return dehydrate(server, { shouldDehydrateQuery: () => true }).queries;
    }

    /** The browser, its clock `ahead` of the server's, takes the page over as it arrives and hydrates what it carries. */
    function hydratedInBrowser(ahead: number) {
      const queries = carriedQueries();
      vi.setSystemTime(SERVER_RENDERED + ahead);
      keepServerTime(SERVER_RENDERED, SERVER_RENDERED, Date.now());
      const browser = new QueryClient();
      hydrate(browser, { queries: queries.map(onBrowserClock) });
      return (key: string) => browser.getQueryCache().find({ queryKey: [key] })!;
    }

    for (const [ahead, off] of [
      [DAY, 'a day ahead'],
      [-2 * 3600_000, '2 h behind'],
      [0, 'right'],
    ] as const) {
      it(`are as old by the browser's clock, ${off}, as by the server's`, () => {
        vi.useFakeTimers({ toFake: ['Date'] });
        const query = hydratedInBrowser(ahead);
        expect(Date.now() - query('home').state.dataUpdatedAt).toBe(10_000);
        expect(Date.now() - query('menu').state.errorUpdatedAt).toBe(10_000);
        expect(query('menu').state.dataUpdatedAt).toBe(0);
        // Fresh for a minute: what was read 10 s ago is still fresh; what was read 2 min ago is not, and is asked again.
        expect(query('home').isStaleByTime(60_000)).toBe(false);
        expect(query('price').isStaleByTime(60_000)).toBe(true);
        expect(query('home').state.data).toBe(2);
      });
    }
  });
});

// The whole BFF against a misbehaving upstream: hanging searches, a hung upstream, an outage.
import { HttpResponse, http } from 'msw';
import type { DestinationStream } from 'pino';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { handlers } from '@mocks/handlers';
import { findProduct, primaryVariation } from '@mocks/data/catalogue';
import { DEMO_EMAILS, DEMO_PASSWORD } from '@mocks/data/users';
import { resetStore } from '@mocks/store';
import { createTestBrowser } from '@bff/session/test-browser';
import type { ApiError } from '@bff/view-models';
import type * as TimeLimit from '@bff/lib/time-limit';
import { createSourceWebDist } from '@bff/static/source-web-app';
import { SAME_ORIGIN, createTestApp, startTestUpstream, type TestUpstream } from './test-upstream';

/**
 * A deadline the test fires itself, as its timer would: once `catchNext` is set, the next time limit the
 * app makes (the next request's deadline) can also be ended by `caught`.
 */
const deadlines = vi.hoisted(() => ({ catchNext: false, caught: undefined as AbortController | undefined }));
vi.mock('@bff/lib/time-limit', async (importOriginal) => {
  const actual = await importOriginal<typeof TimeLimit>();
  return {
    ...actual,
    timeoutSignal: (ms: number, ...also: AbortSignal[]) => {
      const limit = actual.timeoutSignal(ms, ...also);
      if (!deadlines.catchNext) return limit;
      deadlines.catchNext = false;
      deadlines.caught = new AbortController();
      return { ...limit, signal: AbortSignal.any([limit.signal, deadlines.caught.signal]) };
    },
  };
});

let upstream: TestUpstream;
let web: Awaited<ReturnType<typeof createSourceWebDist>>;
const apps: ReturnType<typeof createTestApp>[] = [];
/** Upstream answers held back until the test ends. */
let hung: { released: Promise<void>; release: () => void };

beforeAll(async () => {
  upstream = await startTestUpstream(handlers);
  web = await createSourceWebDist();
});
beforeEach(() => {
  resetStore();
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  hung = { released, release };
});
afterEach(async () => {
  hung.release();
  upstream.reset();
  await Promise.all(apps.splice(0).map((app) => app.close()));
});
afterAll(async () => {
  await upstream.close();
  await web.remove();
});

function shop(settings: Record<string, string>, logTo?: DestinationStream) {
  const app = createTestApp(upstream.url, { WEB_DIST: web.webDist, ...settings }, logTo);
  apps.push(app);
  return app.app;
}

type LogLine = Record<string, unknown>;

/**
 * The app's log as it is written, to wait for what the app does in the background (a refresh failing, a
 * circuit opening) by its own word rather than by the clock: `until` settles once `count` lines match,
 * and fails naming `what` it waited for if they never come.
 */
function watchLog() {
  const lines: LogLine[] = [];
  const seen = (match: (line: LogLine) => boolean) => lines.filter(match).length;
  return {
    stream: {
      write(text: string) {
        lines.push(JSON.parse(text) as LogLine);
      },
    },
    until: (what: string, match: (line: LogLine) => boolean, count = 1) =>
      vi.waitFor(() => expect(seen(match), `lines in the app's log: ${what}`).toBeGreaterThanOrEqual(count), PATIENCE),
  };
}

/** How long a test waits for something to happen on a busy machine (it asserts no duration). */
const PATIENCE = { timeout: 10_000 };
vi.setConfig({ testTimeout: 30_000 });
const json = async <T>(response: Response) => (await response.json()) as T;
const cards = primaryVariation(findProduct('standard-business-cards')!);

describe('bulkheads', () => {
  it('prices, cart quotes and logins answer while 70 searches hang', async () => {
    const app = shop({ UPSTREAM_SEARCH_CONNECTIONS: '16', REQUEST_DEADLINE_MS: '60000', UPSTREAM_TIMEOUT_MS: '60000', RATE_LIMIT_SCALE: '1000' });
    let searchesAsked = 0;
    // Returning nothing after the hold hands the search on to the mock's own handler.
    upstream.use(
      http.get('*/api/v1/variations/search', async () => {
        searchesAsked += 1;
        await hung.released;
      }),
    );
    let searchesAnswered = 0;
    const searches = Array.from({ length: 70 }, async (_, index) => {
      const response = await app.request(`/api/search?text=cards${index}`);
      searchesAnswered += 1;
      return response.status;
    });
    // Only the search pool's 16 connections reach the upstream; the other 54 wait for them.
    await vi.waitFor(() => expect(searchesAsked).toBe(16), PATIENCE);

    const price = await app.request(`/api/products/${cards.id}/price?quantity=100&deliveryServiceId=3`);
    expect(price.status).toBe(200);
    const quote = await app.request('/api/cart/quote', {
      method: 'POST',
      headers: { ...SAME_ORIGIN, 'content-type': 'application/json' },
      body: JSON.stringify({ items: [{ code: 'a', variationId: cards.id, quantity: 250, deliveryServiceId: 3 }] }),
    });
    expect(quote.status).toBe(200);
    expect((await createTestBrowser(app).login(DEMO_EMAILS.business, DEMO_PASSWORD)).status).toBe(200);

    expect(searchesAnswered).toBe(0);
    expect(searchesAsked).toBe(16);
    hung.release();
    expect(await Promise.all(searches)).toEqual(Array.from({ length: 70 }, () => 200));
  });
});

describe('one deadline per shopper request', () => {
  const hangEverything = () => upstream.use(http.all('*/api/v1/*', () => hung.released.then(() => undefined)));

  it('answers an API call 504 while the upstream still hangs, however many calls it chains', async () => {
    const app = shop({ REQUEST_DEADLINE_MS: '300', UPSTREAM_TIMEOUT_MS: '60000' });
    hangEverything();
    // The bootstrap asks app-initiate and company-profile, then four more lists when app-initiate fails.
    const response = await app.request('/api/bootstrap');
    expect(response.status).toBe(504);
    expect((await json<ApiError>(response)).error).toEqual({
      code: 'upstream_timeout',
      message: "The shop's service took too long to answer. Please try again.",
    });
    expect(upstream.requests).toEqual(expect.arrayContaining(['GET /api/v1/app-initiate', 'GET /api/v1/company-profile']));
  });

  it('answers a login 504 while the upstream still hangs', async () => {
    const app = shop({ REQUEST_DEADLINE_MS: '300', UPSTREAM_TIMEOUT_MS: '60000' });
    hangEverything();
    const response = await createTestBrowser(app).request('/api/session', {
      method: 'POST',
      json: { email: DEMO_EMAILS.business, password: DEMO_PASSWORD, remember: false },
    });
    expect(response.status).toBe(504);
    expect(upstream.requests).toContain('POST /api/v1/auth/login');
  });

  it('answers a page whose reads ran out of time 504 by its deadline: every read of the page shares it, none is asked again', async () => {
    // The page's route is compiled on its first visit: a warm-up, so the waits below are the app's alone.
    expect((await shop({ REQUEST_DEADLINE_MS: '60000' }).request('/business-cards')).status).toBe(200);
    // Only the page's own reads count below: the warm-up's would end the wait before the page read a thing.
    upstream.reset();
    // No time limit ends a read by itself here (a read's own deadline or call limit would take two minutes,
    // and a timed-out call may be tried twice more): only the page's deadline can, and the test fires it,
    // as its timer would, once the upstream holds the page's first read.
    const app = shop({ REQUEST_DEADLINE_MS: '120000', UPSTREAM_TIMEOUT_MS: '120000', UPSTREAM_RETRIES: '2' });
    hangEverything();
    deadlines.catchNext = true;
    let answered: Response | undefined;
    void Promise.resolve(app.request('/business-cards')).then((response) => (answered = response));
    await vi.waitFor(() => expect(upstream.requests, 'reads of the page that reached the upstream').not.toEqual([]), PATIENCE);
    deadlines.caught!.abort(new DOMException('The operation was aborted due to timeout', 'TimeoutError'));

    await vi.waitFor(() => expect(answered, 'the page still waits on a read the deadline did not end').toBeDefined(), PATIENCE);
    const response = answered!;
    expect(response.status).toBe(504);
    expect(response.headers.get('retry-after')).toBe('120');
    expect(await response.text()).toContain('Data load error');
    // A read the deadline ended is not tried again.
    expect(upstream.requests).toEqual([...new Set(upstream.requests)]);
  });

  it('serves page HTML while the upstream still hangs, answered 504 as its data did not come in time', async () => {
    const app = shop({ REQUEST_DEADLINE_MS: '300', UPSTREAM_TIMEOUT_MS: '60000' });
    hangEverything();
    const response = await app.request('/');
    expect(response.status).toBe(504);
    expect(response.headers.get('retry-after')).toBe('120');
    // The shop's frame, rendered on the server around whatever its reads could not get in time.
    const html = await response.text();
    expect(html).toContain('<header');
    expect(html).toContain('<footer');
    expect(upstream.requests).toContain('GET /api/v1/company-profile');
  });
});

describe('circuit breaker', () => {
  it('keeps serving cached answers through an outage without asking the upstream, and recovers', async () => {
    // The test's clock moves only when the test moves it; the app's background work is waited for by its
    // log, and its time limits are set past any machine's worst case (this test times nothing).
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const log = watchLog();
      // The clock moves 1.5 s a read: copies go stale at once, the circuit's 10-minute wait outlasts any number of reads.
      const app = shop(
        {
          CACHE_TTL_SECONDS: '1',
          CACHE_STALE_SECONDS: '86400',
          UPSTREAM_BREAKER_FAILURES: '2',
          UPSTREAM_BREAKER_HALF_OPEN_MS: '600000',
          REQUEST_DEADLINE_MS: '60000',
          UPSTREAM_TIMEOUT_MS: '60000',
        },
        log.stream,
      );
      const warmed = await app.request('/api/home');
      expect(warmed.status).toBe(200);
      const warm = await json<unknown>(warmed);
      const sliderCalls = () => upstream.requests.filter((line) => line.startsWith('GET /api/v1/slider')).length;
      const sliderRefreshFailed = (line: LogLine) => line.msg === 'cache refresh failed: serving the stale copy' && String(line.path).includes('slider');
      const sliderCircuit = (state: string) => (line: LogLine) => line.msg === 'upstream circuit changed' && line.route === 'GET slider' && line.state === state;
      let down = true;
      upstream.use(http.get('*/api/v1/*', () => (down ? new HttpResponse(null, { status: 500 }) : undefined)));

      const staleRead = async () => {
        vi.setSystemTime(Date.now() + 1500);
        expect(await json<unknown>(await app.request('/api/home'))).toEqual(warm);
      };
      // Each stale read starts one background refresh of the answer, whose read of the stale slider starts the
      // slider's: the next read waits for it to fail. Two failed refreshes open the slider's circuit.
      for (const failures of [1, 2]) {
        await staleRead();
        await log.until("the slider's refresh failed", sliderRefreshFailed, failures);
      }
      await log.until("the slider's circuit opened", sliderCircuit('open'));
      expect(sliderCalls()).toBe(3);
      for (let read = 0; read < 5; read += 1) {
        await staleRead();
      }
      expect(sliderCalls()).toBe(3);

      // Past the circuit's wait, the next read's refresh is the one call it lets through: answered, it closes.
      down = false;
      vi.setSystemTime(Date.now() + 600_000);
      expect((await app.request('/api/home')).status).toBe(200);
      await log.until("the slider's circuit closed", sliderCircuit('closed'));
      expect(sliderCalls()).toBe(4);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('an upstream that asks to be left alone (Retry-After)', () => {
  const ordersAsked = () => upstream.requests.filter((line) => line.startsWith('GET /api/v1/orders')).length;
  /** Every GET of the orders answers `status` with these headers (a Retry-After or the like), as an upstream in maintenance does. */
  const leaveAlone = (status: number, headers: Record<string, string>) =>
    upstream.use(http.get('*/api/v1/orders', () => HttpResponse.json({ success: false, message: 'Down for maintenance.' }, { status, headers })));
  async function ordersOf(settings: Record<string, string>) {
    const browser = createTestBrowser(shop({ UPSTREAM_RETRIES: '2', ...settings }));
    expect((await browser.login(DEMO_EMAILS.verified, DEMO_PASSWORD)).status).toBe(200);
    return browser.request('/api/account/orders');
  }
  const unavailable = { code: 'upstream_unavailable', message: "The shop's service is not answering right now. Please try again in a moment." };
  const rateLimited = { code: 'rate_limited', message: 'Down for maintenance.' };
  const inAnHour = () => new Date(Date.now() + 3_600_000);

  it.each([
    ['503 for ten minutes', 503, () => ({ 'retry-after': '600' }), 502, unavailable],
    ['503 until an hour from now', 503, () => ({ 'retry-after': inAnHour().toUTCString() }), 502, unavailable],
    ['503 with a Retry-After it cannot read', 503, () => ({ 'retry-after': 'later' }), 502, unavailable],
    ['429 for ten minutes', 429, () => ({ 'retry-after': '600' }), 429, rateLimited],
    ['429 with only a RateLimit-Reset of ten minutes', 429, () => ({ 'ratelimit-reset': '600' }), 429, rateLimited],
    ['429 with only an X-RateLimit-Retry-After of ten minutes', 429, () => ({ 'x-ratelimit-retry-after': '600' }), 429, rateLimited],
    [
      '503 with only an X-RateLimit-Reset at an hour from now (epoch seconds)',
      503,
      () => ({ 'x-ratelimit-reset': String(Math.floor(inAnHour().getTime() / 1000)) }),
      502,
      unavailable,
    ],
    ['503 with only an X-Rate-Limit-Reset of ten minutes', 503, () => ({ 'x-rate-limit-reset': '600' }), 502, unavailable],
  ])('answers an upstream %s at once, without a retry', async (_, upstreamStatus, headers, status, error) => {
    leaveAlone(upstreamStatus, headers());
    // The shop's own time limits: the upstream's 8 s per call, 5 s for a shopper's request.
    const response = await ordersOf({ UPSTREAM_TIMEOUT_MS: '8000', REQUEST_DEADLINE_MS: '5000' });
    expect(response.status).toBe(status);
    expect(await json<ApiError>(response)).toEqual({ error });
    expect(ordersAsked()).toBe(1);
  });

  it("does not wait past the shopper's deadline, though the call itself could", async () => {
    leaveAlone(503, { 'retry-after': '10' });
    const response = await ordersOf({ UPSTREAM_TIMEOUT_MS: '60000', REQUEST_DEADLINE_MS: '3000' });
    expect(response.status).toBe(502);
    expect(await json<ApiError>(response)).toEqual({ error: unavailable });
    expect(ordersAsked()).toBe(1);
  });

  it('waits for a Retry-After that fits, and asks again', async () => {
    let asked = 0;
    upstream.use(
      http.get('*/api/v1/orders', () => {
        asked += 1;
        return asked === 1 ? HttpResponse.json({ success: false, message: 'Busy.' }, { status: 503, headers: { 'retry-after': '1' } }) : undefined;
      }),
    );
    const response = await ordersOf({ UPSTREAM_TIMEOUT_MS: '60000', REQUEST_DEADLINE_MS: '60000' });
    expect(response.status).toBe(200);
    expect(ordersAsked()).toBe(2);
  });
});

import { HttpResponse, delay, http } from 'msw';
import { Agent } from 'undici';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createSwrCache, type SwrCache } from '../lib/swr-cache';
import { createBreakers } from './breakers';
import { PathNotAllowedError, createUpstreamClient } from './client';
import { createPooledFetch } from './pooled-fetch';
import { startTestUpstream, type TestUpstream } from './test-upstream';
import { UpstreamError } from './upstream-error';
import { createUser } from '@mocks/data/users';
import { toUserAccount, toUserProfile } from '@mocks/handlers/auth';

const menus = { success: true, data: [{ menu: { name: 'Apparel Printing', slug: 'apparel-printing' }, sub_menus: [] }] };
const user = createUser();
const authUser = { success: true, data: toUserProfile(user), user_account: toUserAccount(user) };

let upstream: TestUpstream;
const agent = new Agent({ connections: 4 });
const failures: string[] = [];
const BREAKER_HALF_OPEN_MS = 10_000;
/** How long a test waits for something to happen on a busy machine (it asserts no duration). */
const PATIENCE = { timeout: 10_000 };
vi.setConfig({ testTimeout: 30_000 });

const pooledFetch = createPooledFetch(agent);

interface ClientSettings {
  baseUrl?: string;
  retries?: number;
  timeoutMs?: number;
  maxAnswerBytes?: number;
  breakerFailures?: number;
  /** The circuits, for clients that share them; their own, of `breakerFailures`, otherwise. */
  breakers?: ReturnType<typeof createBreakers>;
  cache?: SwrCache;
}

function client(settings: ClientSettings = {}) {
  return createUpstreamClient({
    baseUrl: settings.baseUrl ?? upstream.url,
    timeoutMs: settings.timeoutMs ?? 2000,
    retries: settings.retries ?? 0,
    fetchFor: () => pooledFetch,
    breakers: settings.breakers ?? createBreakers({ failures: settings.breakerFailures ?? 1000, halfOpenAfterMs: BREAKER_HALF_OPEN_MS }),
    maxAnswerBytes: settings.maxAnswerBytes ?? 5 * 1024 * 1024,
    cache: settings.cache ?? createSwrCache({ ttlMs: 60_000, staleMs: 60_000, maxEntries: 100, maxBytes: 1_000_000 }),
    searchCache: createSwrCache({ ttlMs: 60_000, staleMs: 60_000, maxEntries: 100, maxBytes: 1_000_000 }),
    onFailure: ({ method, path, code }) => failures.push(`${method} ${path} ${code}`),
  });
}

/** Runs a call that must fail and gives back its UpstreamError. */
async function failure(call: Promise<unknown>): Promise<UpstreamError> {
  const error = await call.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(UpstreamError);
  return error as UpstreamError;
}

beforeAll(async () => {
  upstream = await startTestUpstream([
    http.get('*/api/v1/menus', () => HttpResponse.json(menus)),
    http.get('*/api/v1/auth/user', () => HttpResponse.json(authUser)),
  ]);
});
afterEach(() => {
  upstream.reset();
  failures.length = 0;
  vi.useRealTimers();
});
afterAll(async () => {
  await upstream.close();
  // Not close(), which waits for every request in flight: a test's deliberately hung call may still be one.
  await agent.destroy();
});

describe('upstream client', () => {
  it("returns the path's 200 JSON", async () => {
    const answer = await client().get('menus');
    expect(answer.data[0]?.menu.slug).toBe('apparel-printing');
    expect(upstream.requests).toEqual(['GET /api/v1/menus']);
  });

  it('refuses a path or method the contract does not have, before any request', async () => {
    await expect(client().get('admin/users' as never)).rejects.toBeInstanceOf(PathNotAllowedError);
    await expect(client().post('menus' as never, {} as never)).rejects.toBeInstanceOf(PathNotAllowedError);
    await expect(client().getCached('../admin' as never)).rejects.toBeInstanceOf(PathNotAllowedError);
    expect(upstream.requests).toEqual([]);
  });

  it('fills path parameters so that no value can leave its segment', async () => {
    let id: unknown;
    upstream.use(
      http.get('*/api/v1/variations/colors/:id', ({ params }) => {
        id = params.id;
        return HttpResponse.json({ success: true, data: [] });
      }),
    );
    await client().get('variations/colors/{id}', { path: { id: 'a/b?c' as never } });
    expect(id).toBe('a/b?c');
    expect(upstream.requests).toEqual(['GET /api/v1/variations/colors/a%2Fb%3Fc']);
    await failure(client().get('variations/colors/{id}', { path: { id: '..' as never } }));
    expect(upstream.requests).toHaveLength(1);
  });

  it('repeats array query parameters and sorts keys', async () => {
    upstream.use(http.get('*/api/v1/variations/similar', () => HttpResponse.json({ success: true, data: [] })));
    await client().get('variations/similar', { query: { 'variation_id[]': [3, 1] } });
    expect(upstream.requests).toEqual(['GET /api/v1/variations/similar?variation_id%5B%5D=3&variation_id%5B%5D=1']);
  });

  it("writes object query parameters in the contract's deepObject style, keys sorted", async () => {
    const price = {
      ...{ variation_id: 1, quantity: 10, quantity_id: null, unit_price: '1.00', net_price: '10.00', extra_price: '0.00' },
      ...{ delivery_price: '0.00', vat_percent: '20.00', vat_amount: '2.00', total_price: '12.00', delivery_service: null },
    };
    upstream.use(http.get('*/api/v1/variations/price/:id/:quantity/:service', () => HttpResponse.json({ success: true, data: price })));
    await client().get('variations/price/{variation_id}/{quantity}/{delivery_service_id}', {
      path: { variation_id: 1, quantity: 10, delivery_service_id: 3 },
      query: { size: { XL: 4, M: 6 }, opt_att: { 5: 21, 3: 12 } },
    });
    expect(upstream.requests).toEqual([
      'GET /api/v1/variations/price/1/10/3?opt_att%5B3%5D=12&opt_att%5B5%5D=21&size%5BM%5D=6&size%5BXL%5D=4',
    ]);
  });

  it('keeps answers of different key parts apart in the cache, without sending the part', async () => {
    const shared = client();
    await shared.getCached('menus', { keyPart: 'before-16:00' });
    await shared.getCached('menus', { keyPart: 'before-16:00' });
    await shared.getCached('menus', { keyPart: 'after-16:00' });
    expect(upstream.requests).toEqual(['GET /api/v1/menus', 'GET /api/v1/menus']);
  });

  it('attaches the bearer token only when the call carries one', async () => {
    await client().get('auth/user', { token: 'tok-123' });
    await client().get('auth/user');
    expect(upstream.requestHeaders.map((headers) => headers.get('authorization'))).toEqual(['Bearer tok-123', null]);
  });

  it('retries a GET on 503, with the configured limit', async () => {
    let calls = 0;
    upstream.use(http.get('*/api/v1/menus', () => (++calls < 3 ? new HttpResponse(null, { status: 503 }) : HttpResponse.json(menus))));
    expect((await client({ retries: 2 }).get('menus')).success).toBe(true);
    expect(calls).toBe(3);
  });

  it('never retries a POST', async () => {
    let calls = 0;
    upstream.use(
      http.post('*/api/v1/subscriber', () => {
        calls++;
        return HttpResponse.json({ success: false, message: 'Server Error' }, { status: 503 });
      }),
    );
    const error = await failure(client({ retries: 2 }).post('subscriber', { json: { email: 'a@b.co', timezone: 'Europe/London' } }));
    expect(calls).toBe(1);
    expect(error).toMatchObject({ status: 502, code: 'upstream_unavailable', upstreamStatus: 503 });
  });

  it('maps a 422 to 400 with the field messages', async () => {
    upstream.use(
      http.post('*/api/v1/subscriber', () =>
        HttpResponse.json(
          { success: false, message: 'The given data was invalid.', errors: { email: ['The email has already been taken.'] } },
          { status: 422 },
        ),
      ),
    );
    const error = await failure(client().post('subscriber', { json: { email: 'a@b.co', timezone: 'Europe/London' } }));
    expect(error).toMatchObject({
      status: 400,
      code: 'validation_failed',
      message: 'The given data was invalid.',
      fields: { email: ['The email has already been taken.'] },
    });
  });

  it.each([
    [401, 401, 'unauthorized'],
    [404, 404, 'not_found'],
    [500, 502, 'upstream_unavailable'],
    [405, 502, 'upstream_rejected'],
  ])('maps upstream %i to %i %s', async (upstreamStatus, status, code) => {
    upstream.use(http.get('*/api/v1/menus', () => HttpResponse.json({ success: false, message: 'x' }, { status: upstreamStatus })));
    expect(await failure(client().get('menus'))).toMatchObject({ status, code });
  });

  it('maps a slow upstream to 504 and logs the template, not the URL', async () => {
    upstream.use(
      http.get('*/api/v1/user/:uuid', async () => {
        await delay(1000);
        return HttpResponse.json({ success: true });
      }),
    );
    const error = await failure(client({ timeoutMs: 150 }).get('user/{uuid}', { path: { uuid: 'secret-uuid' } }));
    expect(error).toMatchObject({ status: 504, code: 'upstream_timeout', path: 'user/{uuid}' });
    expect(failures).toEqual(['GET user/{uuid} upstream_timeout']);
  });

  it('maps an upstream that cannot be reached to 502', async () => {
    const unreachable = client({ baseUrl: 'http://127.0.0.1:9/api/v1' });
    expect(await failure(unreachable.get('menus'))).toMatchObject({ status: 502, code: 'upstream_unreachable' });
  });

  it('maps a 200 that is not JSON to 502', async () => {
    upstream.use(http.get('*/api/v1/menus', () => HttpResponse.text('<html>maintenance</html>')));
    expect(await failure(client().get('menus'))).toMatchObject({ status: 502, code: 'upstream_bad_response' });
  });

  it("maps a 2xx answer that is not what the contract promises to 502, for every kind of call, and keeps the route's circuit closed", async () => {
    const shop = client({ breakerFailures: 2 });
    upstream.use(
      http.get('*/api/v1/auth/user', () => HttpResponse.json({ success: true, data: null, user_account: authUser.user_account }), { once: true }),
      http.get('*/api/v1/auth/user', () => new HttpResponse(null, { status: 204 }), { once: true }),
      http.post('*/api/v1/subscriber', () => HttpResponse.json({ success: true })),
      http.post('*/api/v1/artwork', () => HttpResponse.json({ success: true, data: { artwork_id: 'artwork-1' } })),
    );
    const badResponse = { status: 502, code: 'upstream_bad_response', message: "The shop's service is not answering right now. Please try again in a moment." };
    expect(await failure(shop.get('auth/user', { token: 'a-token' }))).toMatchObject({ ...badResponse, path: 'auth/user', upstreamStatus: 200 });
    expect(await failure(shop.get('auth/user', { token: 'a-token' }))).toMatchObject({ ...badResponse, upstreamStatus: 204 });
    expect(await failure(shop.post('subscriber', { json: { email: 'a@b.co', timezone: 'Europe/London' } }))).toMatchObject(badResponse);
    const body = new Blob(['--b\r\n']).stream();
    expect(await failure(shop.upload('artwork', { token: 'a-token', body, contentType: 'multipart/form-data; boundary=b' }))).toMatchObject(badResponse);
    expect(failures).toEqual(['GET auth/user upstream_bad_response', 'GET auth/user upstream_bad_response', 'POST subscriber upstream_bad_response', 'POST artwork upstream_bad_response']);
    // A broken answer may be one shopper's own data: after two in a row the route still asks the upstream.
    expect(await shop.get('auth/user', { token: 'a-token' })).toEqual(authUser);
    expect(upstream.requests.filter((line) => line === 'GET /api/v1/auth/user')).toHaveLength(3);
  });

  it('serves cached reads from memory and does not cache failures', async () => {
    const shared = client();
    upstream.use(http.get('*/api/v1/menus', () => HttpResponse.json({ success: false, message: 'x' }, { status: 500 }), { once: true }));
    await failure(shared.getCached('menus'));
    await Promise.all(Array.from({ length: 10 }, () => shared.getCached('menus')));
    await shared.getCached('menus');
    expect(upstream.requests).toEqual(['GET /api/v1/menus', 'GET /api/v1/menus']);
  });
});

/** An upstream answer held back until the test lets it go. */
function hold() {
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { released, release };
}

const serverError = () => HttpResponse.json({ success: false, message: 'Server Error' }, { status: 500 });
/** The deadline's abort, as AbortSignal.timeout gives it. */
const timeUp = () => new DOMException('The request deadline passed.', 'TimeoutError');

describe('circuit breaker per upstream route', () => {
  it('opens after n faults in a row, then turns calls away without asking the upstream', async () => {
    const shop = client({ breakerFailures: 3 });
    upstream.use(http.get('*/api/v1/menus', serverError));
    for (let call = 0; call < 3; call += 1) expect(await failure(shop.get('menus'))).toMatchObject({ status: 502, code: 'upstream_unavailable' });
    expect(upstream.requests).toHaveLength(3);

    expect(await failure(shop.get('menus'))).toMatchObject({ status: 502, code: 'upstream_unavailable', path: 'menus' });
    expect(upstream.requests).toHaveLength(3);
    // Each route has its own circuit; and a turned-away call is not logged as another upstream failure.
    expect((await shop.get('auth/user')).success).toBe(true);
    expect(failures).toEqual(Array.from({ length: 3 }, () => 'GET menus upstream_unavailable'));
  });

  it('counts timeouts and unreadable answers as faults, never refusals (4xx)', async () => {
    // Calls that are answered get all the time a busy machine may need, so only the call that is never
    // answered times out (its client has a short limit, and shares the circuits): an answer that took
    // longer than a short limit to arrive would count as a timeout too, and open a circuit early.
    const breakers = createBreakers({ failures: 2, halfOpenAfterMs: BREAKER_HALF_OPEN_MS });
    const shop = client({ breakers, timeoutMs: 60_000 });
    const impatient = client({ breakers, timeoutMs: 100 });
    upstream.use(http.get('*/api/v1/menus', () => HttpResponse.json({ success: false, message: 'Not found' }, { status: 404 })));
    for (let call = 0; call < 4; call += 1) expect(await failure(shop.get('menus'))).toMatchObject({ code: 'not_found' });
    expect(upstream.requests).toHaveLength(4);

    const hung = hold();
    upstream.use(http.get('*/api/v1/company-profile', () => hung.released.then(() => HttpResponse.json({ success: true }))));
    upstream.use(http.get('*/api/v1/slider', () => HttpResponse.text('<html>maintenance</html>')));
    expect(await failure(impatient.get('company-profile'))).toMatchObject({ code: 'upstream_timeout' });
    await failure(impatient.get('company-profile'));
    expect(await failure(shop.get('slider'))).toMatchObject({ code: 'upstream_bad_response' });
    await failure(shop.get('slider'));
    await failure(shop.get('slider'));
    const asked = upstream.requests.length;
    expect(await failure(shop.get('company-profile'))).toMatchObject({ code: 'upstream_unavailable' });
    expect(await failure(shop.get('slider'))).toMatchObject({ code: 'upstream_unavailable' });
    expect(upstream.requests).toHaveLength(asked);
    hung.release();
  });

  it('does not retry a GET while its circuit is open', async () => {
    const shop = client({ breakerFailures: 1, retries: 2 });
    upstream.use(http.get('*/api/v1/menus', () => new HttpResponse(null, { status: 503 })));
    await failure(shop.get('menus'));
    expect(upstream.requests).toHaveLength(3);
    await failure(shop.get('menus'));
    await failure(shop.get('menus'));
    expect(upstream.requests).toHaveLength(3);
  });

  it('lets one probe through after the wait: a good answer closes the circuit, a fault opens it again', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const shop = client({ breakerFailures: 1 });
    let healthy = false;
    upstream.use(http.get('*/api/v1/menus', () => (healthy ? HttpResponse.json(menus) : serverError())));
    await failure(shop.get('menus'));
    await failure(shop.get('menus'));
    expect(upstream.requests).toHaveLength(1);

    vi.setSystemTime(Date.now() + BREAKER_HALF_OPEN_MS);
    await failure(shop.get('menus'));
    expect(upstream.requests).toHaveLength(2);
    await failure(shop.get('menus'));
    expect(upstream.requests).toHaveLength(2);

    vi.setSystemTime(Date.now() + BREAKER_HALF_OPEN_MS);
    healthy = true;
    expect((await shop.get('menus')).success).toBe(true);
    expect((await shop.get('menus')).success).toBe(true);
    expect(upstream.requests).toHaveLength(4);
  });

  it('serves the stale copy while the circuit is open, and refreshes it once the upstream is back', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const refreshFailures: string[] = [];
    const cache = createSwrCache({ ttlMs: 1000, staleMs: 600_000, maxEntries: 10, maxBytes: 1_000_000, onRevalidateError: (key) => refreshFailures.push(key) });
    const shop = client({ breakerFailures: 1, cache });
    let healthy = true;
    upstream.use(
      http.get('*/api/v1/menus', () =>
        healthy ? HttpResponse.json({ ...menus, data: [{ ...menus.data[0]!, menu: { name: 'Signage', slug: 'signage' } }] }) : serverError(),
      ),
    );
    const warm = await shop.getCached('menus');
    healthy = false;

    vi.setSystemTime(Date.now() + 2000);
    expect(await shop.getCached('menus')).toEqual(warm);
    await vi.waitFor(() => expect(refreshFailures).toHaveLength(1), PATIENCE);
    expect(await shop.getCached('menus')).toEqual(warm);
    await vi.waitFor(() => expect(refreshFailures).toHaveLength(2), PATIENCE);
    // The second refresh was turned away by the open circuit: the upstream saw the warm-up and one fault.
    expect(upstream.requests).toHaveLength(2);

    healthy = true;
    vi.setSystemTime(Date.now() + BREAKER_HALF_OPEN_MS);
    expect(await shop.getCached('menus')).toEqual(warm);
    await vi.waitFor(() => expect(upstream.requests).toHaveLength(3), PATIENCE);
    await vi.waitFor(async () => expect((await shop.getCached('menus')).data[0]?.menu.slug).toBe('signage'), PATIENCE);
  });
});

describe('answer size cap', () => {
  const CAP = 256 * 1024;
  const CHUNK = new Uint8Array(64 * 1024).fill(0x20);

  it('refuses an answer over the cap while it streams in, and stops reading it there', async () => {
    let sent = 0;
    let cancelled = false;
    upstream.use(
      http.get('*/api/v1/menus', () => {
        // 64 MB of JSON whitespace, made only as fast as it is read; no Content-Length.
        const body = new ReadableStream<Uint8Array>({
          pull(controller) {
            if (sent >= 64 * 1024 * 1024) return controller.close();
            sent += CHUNK.byteLength;
            controller.enqueue(CHUNK);
          },
          cancel() {
            cancelled = true;
          },
        });
        return new HttpResponse(body, { headers: { 'content-type': 'application/json' } });
      }),
    );
    const error = await failure(client({ maxAnswerBytes: CAP }).get('menus'));
    expect(error).toMatchObject({ status: 502, code: 'upstream_fault' });
    await vi.waitFor(() => expect(cancelled).toBe(true), PATIENCE);
    expect(sent).toBeLessThan(16 * 1024 * 1024);
    expect(failures).toEqual(['GET menus upstream_fault']);
  });

  it('refuses a declared length over the cap before reading, and keeps answers under it', async () => {
    upstream.use(
      http.get('*/api/v1/slider', () => new HttpResponse(new Uint8Array(CAP + 1).fill(0x20), { headers: { 'content-type': 'application/json' } })),
    );
    expect(await failure(client({ maxAnswerBytes: CAP }).get('slider'))).toMatchObject({ status: 502, code: 'upstream_fault' });
    expect((await client({ maxAnswerBytes: CAP }).get('menus')).success).toBe(true);
  });

  it('reads at most the cap of an error answer too', async () => {
    upstream.use(
      http.get('*/api/v1/menus', () => new HttpResponse(new Uint8Array(CAP * 4).fill(0x20), { status: 500, headers: { 'content-type': 'application/json' } })),
    );
    expect(await failure(client({ maxAnswerBytes: CAP }).get('menus'))).toMatchObject({ status: 502, code: 'upstream_unavailable' });
  });
});

describe("a shopper request's deadline", () => {
  it('is shared by its calls: once it passes, the call in flight gets a 504 and the next is not made', async () => {
    const hung = hold();
    upstream.use(http.get('*/api/v1/menus', () => hung.released.then(() => HttpResponse.json(menus))));
    const deadline = new AbortController();
    const calls = client({ timeoutMs: 60_000 }).within({ signal: deadline.signal });
    const first = failure(calls.get('menus'));
    await vi.waitFor(() => expect(upstream.requests).toEqual(['GET /api/v1/menus']), PATIENCE);
    deadline.abort(timeUp());
    expect(await first).toMatchObject({ status: 504, code: 'upstream_timeout' });
    expect(await failure(calls.get('auth/user'))).toMatchObject({ status: 504, code: 'upstream_timeout' });
    expect(upstream.requests).toEqual(['GET /api/v1/menus']);
    hung.release();
  });

  it('still gets the cached copy; a miss is a 504 while the shared call goes on and fills the cache', async () => {
    const shop = client({ timeoutMs: 60_000 });
    await shop.getCached('menus');
    const hung = hold();
    upstream.use(http.get('*/api/v1/menus', () => hung.released.then(() => HttpResponse.json(menus))));

    const deadline = new AbortController();
    const calls = shop.within({ signal: deadline.signal });
    // Another key of the same read: a miss.
    const miss = failure(calls.getCached('menus', { keyPart: 'after-16:00' }));
    await vi.waitFor(() => expect(upstream.requests).toHaveLength(2), PATIENCE);
    deadline.abort(timeUp());
    expect(await miss).toMatchObject({ status: 504, code: 'upstream_timeout' });
    expect(await calls.getCached('menus')).toEqual(menus);

    hung.release();
    await vi.waitFor(async () => expect(await shop.getCached('menus', { keyPart: 'after-16:00' })).toEqual(menus), PATIENCE);
    expect(upstream.requests).toEqual(['GET /api/v1/menus', 'GET /api/v1/menus']);
  });
});

describe("a shopper request's address", () => {
  it('goes with its own calls, uploads included, as X-Forwarded-For; never with a shared cached read', async () => {
    upstream.use(
      http.post('*/api/v1/artwork', () =>
        HttpResponse.json({ success: true, data: { artwork_id: 'artwork-1', file_name: 'card.pdf', size: 5, mime: 'application/pdf' } }),
      ),
    );
    const calls = client().within({ signal: new AbortController().signal }, () => '198.51.100.23');
    await calls.get('auth/user', { token: 'a-token' });
    await calls.getCached('menus');
    const body = new Blob(['--b\r\n']).stream();
    await calls.upload('artwork', { token: 'a-token', body, contentType: 'multipart/form-data; boundary=b' });
    expect(upstream.requests).toEqual(['GET /api/v1/auth/user', 'GET /api/v1/menus', 'POST /api/v1/artwork']);
    expect(upstream.requestHeaders.map((headers) => headers.get('x-forwarded-for'))).toEqual(['198.51.100.23', null, '198.51.100.23']);
  });
});

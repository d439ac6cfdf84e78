import { HttpResponse, delay, http } from 'msw';
import { Agent } from 'undici';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createSwrCache } from '../lib/swr-cache';
import { PathNotAllowedError, createUpstreamClient } from './client';
import { createPooledFetch } from './pooled-fetch';
import { startTestUpstream, type TestUpstream } from './test-upstream';
import { UpstreamError } from './upstream-error';

const menus = { success: true, data: [{ menu: { name: 'Apparel Printing', slug: 'apparel-printing' }, sub_menus: [] }] };

let upstream: TestUpstream;
const agent = new Agent({ connections: 4 });
const failures: string[] = [];

function client(overrides: { retries?: number; timeoutMs?: number } = {}) {
  return createUpstreamClient({
    baseUrl: upstream.url,
    timeoutMs: overrides.timeoutMs ?? 2000,
    retries: overrides.retries ?? 0,
    fetch: createPooledFetch(agent),
    cache: createSwrCache({ ttlMs: 60_000, staleMs: 60_000, maxEntries: 100, maxBytes: 1_000_000 }),
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
    http.get('*/api/v1/auth/user', ({ request }) =>
      HttpResponse.json({ success: true, seenAuthorization: request.headers.get('authorization') }),
    ),
  ]);
});
afterEach(() => {
  upstream.reset();
  failures.length = 0;
});
afterAll(async () => {
  await upstream.close();
  await agent.close();
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
    upstream.use(http.get('*/api/v1/variations/colors/:id', ({ params }) => HttpResponse.json({ success: true, id: params.id })));
    const answer = (await client().get('variations/colors/{id}', { path: { id: 'a/b?c' as never } })) as unknown as { id: string };
    expect(answer.id).toBe('a/b?c');
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
    upstream.use(http.get('*/api/v1/variations/price/:id/:quantity/:service', () => HttpResponse.json({ success: true })));
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
    const withToken = (await client().get('auth/user', { token: 'tok-123' })) as unknown as { seenAuthorization: string };
    expect(withToken.seenAuthorization).toBe('Bearer tok-123');
    const without = (await client().get('auth/user')) as unknown as { seenAuthorization: string | null };
    expect(without.seenAuthorization).toBeNull();
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
    const unreachable = createUpstreamClient({
      baseUrl: 'http://127.0.0.1:9/api/v1',
      timeoutMs: 2000,
      retries: 0,
      fetch: createPooledFetch(agent),
      cache: createSwrCache({ ttlMs: 1, staleMs: 0, maxEntries: 1, maxBytes: 1_000_000 }),
      searchCache: createSwrCache({ ttlMs: 1, staleMs: 0, maxEntries: 1, maxBytes: 1_000_000 }),
    });
    expect(await failure(unreachable.get('menus'))).toMatchObject({ status: 502, code: 'upstream_unreachable' });
  });

  it('maps a 200 that is not JSON to 502', async () => {
    upstream.use(http.get('*/api/v1/menus', () => HttpResponse.text('<html>maintenance</html>')));
    expect(await failure(client().get('menus'))).toMatchObject({ status: 502, code: 'upstream_bad_response' });
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

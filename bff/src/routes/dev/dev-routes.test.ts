import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_EMAILS } from '@mocks/data/users';
import { devHandlers } from '@mocks/handlers/dev';
import { handlers } from '@mocks/handlers';
import { resetStore } from '@mocks/store';
import { createTestApp, startTestUpstream, type TestUpstream } from '@bff/upstream/test-upstream';
import { devRoutesEnabled } from './dev-routes';

let upstream: TestUpstream;
let bff: ReturnType<typeof createTestApp> | undefined;

beforeAll(async () => {
  upstream = await startTestUpstream([...handlers, ...devHandlers]);
});
beforeEach(() => resetStore());
afterEach(async () => {
  upstream.reset();
  await bff?.close();
  bff = undefined;
});
afterAll(() => upstream.close());

const outbox = (email: string) => `/api/__dev/outbox?email=${encodeURIComponent(email)}`;

describe('GET /api/__dev/outbox', () => {
  it("passes the mock's outbox through when DEV_ROUTES=1", async () => {
    bff = createTestApp(upstream.url, { DEV_ROUTES: '1' });
    const response = await bff.app.request(outbox(DEMO_EMAILS.unverified));
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const body = (await response.json()) as { email: string; verification: { path: string } | null };
    expect(body.email).toBe(DEMO_EMAILS.unverified);
    expect(body.verification?.path).toMatch(/^\/account-verify\?token=/);
  });

  it('asks for an email', async () => {
    bff = createTestApp(upstream.url, { DEV_ROUTES: '1' });
    const response = await bff.app.request('/api/__dev/outbox');
    expect(response.status).toBe(400);
  });

  it('does not exist without DEV_ROUTES', async () => {
    bff = createTestApp(upstream.url);
    const response = await bff.app.request(outbox(DEMO_EMAILS.unverified));
    expect(response.status).toBe(404);
    expect(upstream.requests.some((request) => request.includes('__dev'))).toBe(false);
  });
});

describe('GET /api/__dev/orders', () => {
  it("lists the mock's orders for an email when DEV_ROUTES=1", async () => {
    bff = createTestApp(upstream.url, { DEV_ROUTES: '1' });
    const response = await bff.app.request(`/api/__dev/orders?email=${encodeURIComponent(DEMO_EMAILS.verified)}`);
    expect(response.status).toBe(200);
    const body = (await response.json()) as { email: string; orders: { invoice_no: number }[] };
    expect(body.orders.length).toBeGreaterThan(0);
    expect(body.orders.every((order) => Number.isInteger(order.invoice_no))).toBe(true);
  });

  it('does not exist without DEV_ROUTES', async () => {
    bff = createTestApp(upstream.url);
    const response = await bff.app.request(`/api/__dev/orders?email=${encodeURIComponent(DEMO_EMAILS.verified)}`);
    expect(response.status).toBe(404);
  });
});

describe('devRoutesEnabled', () => {
  it('is off in production whatever DEV_ROUTES says', () => {
    expect(devRoutesEnabled({ DEV_ROUTES: true, NODE_ENV: 'production' })).toBe(false);
    expect(devRoutesEnabled({ DEV_ROUTES: true, NODE_ENV: 'test' })).toBe(true);
    expect(devRoutesEnabled({ DEV_ROUTES: false, NODE_ENV: 'development' })).toBe(false);
  });
});

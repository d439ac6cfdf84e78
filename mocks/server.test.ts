import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_EMAILS, DEMO_PASSWORD } from './data/users';
import { setStorefrontUrl } from './base';
import { SEED_TOKENS } from './store';
import { startMockUpstream, type MockUpstream } from './server';

let upstream: MockUpstream;

beforeAll(async () => {
  upstream = await startMockUpstream({ port: 0 });
});
afterAll(async () => {
  await upstream.close();
});

describe('mock upstream over HTTP', () => {
  it('listens on loopback under /api/v1 and answers the contract', async () => {
    expect(upstream.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/api\/v1$/);
    const response = await fetch(`${upstream.url}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: DEMO_EMAILS.verified, password: DEMO_PASSWORD }),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/json');
    expect((await response.json()).data.token).toEqual(expect.any(String));
  });

  it('answers JSON 404 for anything unmatched', async () => {
    const response = await fetch(`${upstream.url}/no-such-call`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ success: false, message: 'Not Found' });
  });

  it('serves the development outbox outside /api/v1', async () => {
    const origin = new URL(upstream.url).origin;
    const response = await fetch(`${origin}/__dev/outbox?email=${encodeURIComponent(DEMO_EMAILS.newPhoneCustomer)}`);
    const body = await response.json();
    expect(body.set_password).toMatchObject({ path: `/set_password/${SEED_TOKENS.setPassword}`, token: SEED_TOKENS.setPassword });
    expect(body.verification).toBeNull();
    expect((await fetch(`${origin}/__dev/outbox`)).status).toBe(400);
  });

  it('points emailed links at the storefront it is told about', async () => {
    const other = await startMockUpstream({ storefrontUrl: 'http://localhost:4999/' });
    try {
      const response = await fetch(`${new URL(other.url).origin}/__dev/outbox?email=${encodeURIComponent(DEMO_EMAILS.unverified)}`);
      expect((await response.json()).verification.url).toBe(`http://localhost:4999/account-verify?token=${SEED_TOKENS.verification}`);
    } finally {
      setStorefrontUrl(undefined);
      await other.close();
    }
  });

  it('closes, after which the port refuses connections', async () => {
    const other = await startMockUpstream();
    await other.close();
    await expect(fetch(`${other.url}/feedback`)).rejects.toThrow();
  });
});

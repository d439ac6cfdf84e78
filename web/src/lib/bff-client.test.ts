import { afterEach, describe, expect, it, vi } from 'vitest';
import { CSRF_HEADER } from '@bff/schemas/csrf';
import { BffError, answer, createBffClient, isFinalRefusal, shouldRetryRead } from './bff-client';

const answered = (status: number) => new BffError(status, 'code', 'message');

describe('shouldRetryRead', () => {
  it('never asks again after a 4xx: not found is final, and the page shows at once', () => {
    for (const status of [400, 401, 403, 404, 410, 422]) {
      expect(shouldRetryRead(0, answered(status))).toBe(false);
      expect(isFinalRefusal(answered(status))).toBe(true);
    }
  });

  it('tries once more after no answer, a 5xx, 408 or 429, and then stops', () => {
    for (const error of [answered(0), answered(502), answered(503), answered(408), answered(429), new TypeError('boom')]) {
      expect(shouldRetryRead(0, error)).toBe(true);
      expect(shouldRetryRead(1, error)).toBe(false);
      expect(isFinalRefusal(error)).toBe(false);
    }
  });
});

describe('the typed BFF client', () => {
  function clientAnswering(response: () => Response) {
    const requests: Request[] = [];
    const client = createBffClient('http://shop.test', (input, init) => {
      requests.push(new Request(input, init));
      return Promise.resolve(response());
    });
    return { client, requests };
  }

  it('encodes path parameters, so a slug cannot reach another route', async () => {
    const { client, requests } = clientAnswering(() => Response.json({ kind: 'content' }));
    await answer(client.pages[':slug'].$get({ param: { slug: 'a/b?c#d' }, query: {} }));
    expect(new URL(requests[0]!.url).pathname).toBe('/api/pages/a%2Fb%3Fc%23d');
  });

  it('returns the JSON of a 2xx answer', async () => {
    const { client } = clientAnswering(() => Response.json({ status: 'ok' }));
    await expect(answer(client.session.$delete())).resolves.toEqual({ status: 'ok' });
  });

  it("turns a refusal into a BffError carrying the BFF's code, message and field messages", async () => {
    const refusal = { error: { code: 'validation_failed', message: 'Email is invalid', fields: { email: ['Email is invalid'] } } };
    const { client } = clientAnswering(() => Response.json(refusal, { status: 400 }));
    const error: unknown = await answer(client.session.$post({ json: { email: 'x', password: 'secret1', remember: false } })).catch((failure: unknown) => failure);
    expect(error).toBeInstanceOf(BffError);
    expect(error).toMatchObject({ status: 400, code: 'validation_failed', message: 'Email is invalid', fieldMessages: ['Email is invalid'] });
  });

  it('turns no answer at all into a network failure (status 0)', async () => {
    const client = createBffClient('http://shop.test', () => Promise.reject(new TypeError('Failed to fetch')));
    const error: unknown = await answer(client.bootstrap.$get()).catch((failure: unknown) => failure);
    expect(error).toMatchObject({ status: 0, code: 'network_error', isNetworkFailure: true });
  });

  describe("the browser's own transport", () => {
    afterEach(() => void vi.unstubAllGlobals());

    it('sends every call with the header the BFF requires of state-changing calls, and only same-origin cookies', async () => {
      const requests: Request[] = [];
      vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
        requests.push(new Request(input, init));
        return Promise.resolve(Response.json({ kind: 'content' }));
      });
      const client = createBffClient('http://shop.test');
      await expect(answer(client.pages[':slug'].$get({ param: { slug: 'about' }, query: {} }))).resolves.toEqual({ kind: 'content' });
      expect(requests).toHaveLength(1);
      expect(requests[0]!.headers.get(CSRF_HEADER.name)).toBe(CSRF_HEADER.value);
      expect(requests[0]!.credentials).toBe('same-origin');
    });
  });
});

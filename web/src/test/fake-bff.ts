import { vi } from 'vitest';
import type * as BffClient from '@web/lib/bff-client';

/** One call the fake BFF received: its method, its path under /api (e.g. 'checkout/quote'), its query and its JSON body. */
export interface BffCall {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

/**
 * Stands in for the BFF behind the typed client: what it returns is the 200 JSON answer, a BffError it
 * throws (or rejects with) is answered as that refusal (status 0: no answer at all). Tests set it as
 * they would any mock; every call the client makes comes here.
 */
export const fakeBff = vi.fn<(call: BffCall) => unknown>();

/** The calls made with this method and path, e.g. `bffCalls('PUT', 'checkout/coupon')`. */
export const bffCalls = (method: string, path: string): BffCall[] =>
  fakeBff.mock.calls.map(([call]) => call).filter((call) => call.method === method && call.path === path);

/**
 * The bff-client module with its typed client (`bff`) answered by `fakeBff`, for
 * `vi.mock('@web/lib/bff-client', async (importOriginal) => (await import('@web/test/fake-bff')).withFakeBff(await importOriginal()))`.
 */
export function withFakeBff(client: typeof BffClient): typeof BffClient {
  return { ...client, bff: client.createBffClient('http://bff.test', answerFromFake) };
}

function isBffError(error: unknown): error is BffClient.BffError {
  return error instanceof Error && error.name === 'BffError';
}

async function answerFromFake(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const url = new URL(input instanceof Request ? input.url : String(input));
  const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body;
  const call = { method: init?.method ?? 'GET', path: url.pathname.replace(/^\/api\//, ''), query: url.searchParams, body };
  try {
    return Response.json((await fakeBff(call)) ?? null);
  } catch (error) {
    if (!isBffError(error) || error.status === 0) throw new TypeError('Failed to fetch');
    return Response.json({ error: { code: error.code, message: error.message, fields: error.fields } }, { status: error.status });
  }
}

// For tests only: a minimal browser for app.request(): it keeps the cookies the BFF sets (honouring
// Max-Age=0 deletions) and sends them back with same-origin headers, like the SPA's bff client.
import type { createTestApp } from '../upstream/test-upstream';
import { SAME_ORIGIN } from '../upstream/test-upstream';

type TestApp = ReturnType<typeof createTestApp>['app'];

export interface SentRequest {
  method?: string;
  json?: unknown;
  form?: FormData;
  headers?: Record<string, string>;
  /** The TCP peer's address, as @hono/node-server would pass it (none by default). */
  from?: string;
}

export function parseSetCookie(line: string): { name: string; value: string; attributes: Map<string, string> } {
  const [pair = '', ...rest] = line.split(';');
  const eq = pair.indexOf('=');
  const attributes = new Map(
    rest.map((part) => {
      const [key = '', ...value] = part.trim().split('=');
      return [key.toLowerCase(), value.join('=')] as const;
    }),
  );
  return { name: pair.slice(0, eq).trim(), value: pair.slice(eq + 1).trim(), attributes };
}

export function createTestBrowser(app: TestApp) {
  const cookies = new Map<string, string>();

  async function request(path: string, { method = 'GET', json, form, headers = {}, from }: SentRequest = {}): Promise<Response> {
    const sent: Record<string, string> = { ...SAME_ORIGIN, ...headers };
    if (cookies.size > 0) sent.cookie = [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    if (json !== undefined) sent['content-type'] = 'application/json';
    const body = json !== undefined ? JSON.stringify(json) : form;
    const socket = from === undefined ? undefined : { incoming: { socket: { remoteAddress: from } } };
    const response = await app.request(path, { method, headers: sent, ...(body !== undefined ? { body } : {}) }, socket);
    for (const line of response.headers.getSetCookie()) {
      const { name, value, attributes } = parseSetCookie(line);
      if (attributes.get('max-age') === '0' || value === '') cookies.delete(name);
      else cookies.set(name, value);
    }
    return response;
  }

  return {
    request,
    cookies,
    /** POST /api/session; throws unless the login succeeded. */
    async login(email: string, password: string, remember = false): Promise<Response> {
      const response = await request('/api/session', { method: 'POST', json: { email, password, remember } });
      if (response.status !== 200) throw new Error(`login as ${email} failed: ${response.status} ${await response.text()}`);
      return response;
    },
  };
}

import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { API_PREFIX, DEV_PREFIX, MEDIA_PREFIX } from './base';
import { expectMatchesContract } from './contract-validator';
import { createMockUpstreamApp } from './server';

/**
 * Calls the mock upstream the way the BFF does (a fetch Request through the same Hono app and MSW
 * handlers the loopback server uses), without opening a socket, and checks every API answer
 * (success or failure) against openapi/upstream.yaml. For tests only.
 */
const app = createMockUpstreamApp();

type Method = 'get' | 'post';

const contractPaths = Object.entries(
  (parse(readFileSync(fileURLToPath(new URL('../openapi/upstream.yaml', import.meta.url)), 'utf8')) as { paths: Record<string, object> }).paths,
).map(([template, operations]) => ({
  template,
  methods: Object.keys(operations),
  pattern: new RegExp(`^${template.replace(/\{[^}]+\}/g, '[^/]+')}$`),
  params: (template.match(/\{/g) ?? []).length,
}));

/** The contract path a concrete path belongs to; literal segments win over parameters. */
function templateFor(method: Method, path: string): string {
  const pathname = path.split('?')[0] ?? path;
  const match = contractPaths
    .filter((candidate) => candidate.methods.includes(method) && candidate.pattern.test(pathname))
    .sort((a, b) => a.params - b.params)[0];
  if (!match) throw new Error(`${method.toUpperCase()} ${pathname} is not in the contract`);
  return match.template;
}

interface CallOptions {
  json?: unknown;
  form?: FormData;
  token?: string;
  headers?: Record<string, string>;
}

// Tests read whatever the mock answered, success or failure; the contract check above vouches for the shape.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export interface CallResult<Body = any> {
  status: number;
  body: Body;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function call<Body = any>(
  method: 'GET' | 'POST',
  path: string,
  { json, form, token, headers: extra = {} }: CallOptions = {},
): Promise<CallResult<Body>> {
  const headers = new Headers({ accept: 'application/json', ...extra });
  if (token) headers.set('authorization', `Bearer ${token}`);
  if (json !== undefined) headers.set('content-type', 'application/json');
  const isApi = ![DEV_PREFIX, MEDIA_PREFIX].some((prefix) => path.startsWith(prefix));
  const response = await app.request(`http://mock.test${isApi ? API_PREFIX : ''}${path}`, {
    method,
    headers,
    body: json !== undefined ? JSON.stringify(json) : form,
  });
  const type = response.headers.get('content-type') ?? '';
  const body = type.includes('json') ? await response.json() : await response.text();
  if (isApi) {
    const lower = method.toLowerCase() as Method;
    expectMatchesContract(lower, templateFor(lower, path), response.status, body);
  }
  return { status: response.status, body };
}

/** A page of the mock outside the API (the hosted payment page), as a browser would get it. */
export async function requestPage(method: 'GET' | 'POST', path: string, form?: FormData): Promise<Response> {
  return app.request(`http://mock.test${path}`, { method, ...(form ? { body: form } : {}) });
}

/** Logs a seeded or registered user in and returns the bearer token. */
export async function login(email: string, password: string): Promise<string> {
  const { status, body } = await call('POST', '/auth/login', { json: { email, password } });
  if (status !== 200) throw new Error(`login failed with ${status}`);
  return body.data.token;
}

// Fuzzes every /api route with malformed input. Whatever arrives, the BFF must refuse it (4xx) or
// blame the upstream (502/504), never fail itself (500), hang, or stop answering. The generator is
// seeded, so a failure replays exactly.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { seededRandom } from '@mocks/data/catalogue-model';
import { DEMO_EMAILS, DEMO_PASSWORD } from '@mocks/data/users';
import { handlers } from '@mocks/handlers';
import { resetStore } from '@mocks/store';
import { createTestBrowser } from '@bff/session/test-browser';
import { createTestApp, SAME_ORIGIN, startTestUpstream, type TestUpstream } from '@bff/upstream/test-upstream';
import type { ApiError } from '@bff/view-models';

const SEED = 0x5eed_f22;
const CONCURRENCY = 8;
/** A run that sends fewer than this has lost its routes or its cases: it must fail, not pass quietly. */
const MIN_REQUESTS = 2_000;
/** Longer than REQUEST_DEADLINE_MS: a request still unanswered by then is stuck. */
const ANSWER_WITHIN_MS = 15_000;
/** Just under the 100 KB JSON body limit (body-limit.ts), so the body reaches validation. */
const HUGE = 'x'.repeat(95_000);
/** Just over it: refused with 413 before anything reads it. */
const OVER_LIMIT = 'x'.repeat(110 * 1024);
/** Every rule's limit ×1000: fuzzing must reach validation, not stop at 429 after a few calls. */
const SETTINGS = { RATE_LIMIT_SCALE: '1000' };
/** Like @hono/node-server, so per-client limits and the proxy chain see a TCP peer. */
const SOCKET = { incoming: { socket: { remoteAddress: '203.0.113.9' } } };
/** Some routes refuse before validating unless the shopper is (or is not) a customer or a phone customer. */
const USERS = [DEMO_EMAILS.verified, DEMO_EMAILS.business, DEMO_EMAILS.phoneCall];
/** Malformed bodies per route that takes one, besides its field discovery and its CSRF and size checks. */
const BODY_CASES_PER_ROUTE = 55;

type App = ReturnType<typeof createTestApp>['app'];
type Random = () => number;

const pickFrom =
  (random: Random) =>
  <T>(items: readonly T[]): T => {
    const item = items[Math.floor(random() * items.length)];
    if (item === undefined) throw new Error('picked from an empty list');
    return item;
  };

const enc = encodeURIComponent;

/** Path parameter values, already in URL form: raw ones test how the router and handlers decode. */
const PARAM_VALUES = [
  '', '%20', '-', '0', '-1', '1.5', '1e309', '-1e309', 'NaN', 'Infinity', '9'.repeat(40), '0x1A', 'a'.repeat(5000),
  enc('ünïcødé 🖨️'), enc('\u202Egpj.exe'), '%00', enc('a\u0000b'), '%', '%zz', '%E0%A4%A', '%C0%AF', '%FF%FE',
  '../..', '..%2F..%2Fetc%2Fpasswd', '%2e%2e%2f', enc("1' OR '1'='1"), enc('1; DROP TABLE orders;--'),
  enc('<script>alert(1)</script>'), enc('"><img src=x onerror=alert(1)>'), '__proto__', 'constructor', 'toString',
  enc('a@b.c'), enc(`${'a'.repeat(300)}@example.com`), '00000000-0000-0000-0000-000000000000', enc('{"$gt":""}'),
  enc('a/b'), '?x=1#y', 'a;b=c', enc('\r\nSet-Cookie: x=1'),
];

const QUERY_PARTS = [
  'page=-1', 'page=0', 'page=1e309', 'page=1.5', 'page=NaN', 'page=', 'page', 'page=1&page=2&page=3', 'page[]=1',
  'page[x]=1', Array(200).fill('page=1').join('&'), 'limit=NaN', 'limit=-1', 'limit=99999999999999999999',
  `text=${'a'.repeat(5000)}`, 'text=', 'text=%00', 'text=%', 'text=%E0%A4%A', `text=${enc('\u202E<script>')}`,
  'text=%20%20%20', 'text=a&text=b', 'sort=%00', 'sort=__proto__', 'size=-5', 'size=1e309', 'quantity=1e309',
  'quantity=-0', 'quantity=0x1F', 'quantity=1&quantity=2', 'deliveryServiceId=NaN', 'serviceId=-1', 'quantityId=abc',
  'colourId[]=1', 'options[1]=abc', 'options[1][2][3]=4', 'options[__proto__][polluted]=1', '__proto__[polluted]=1',
  'constructor[prototype][polluted]=1', 'options[]=1', 'options=1', `${'k'.repeat(2000)}=v`, '=&&=&', 'email=%00',
  `email=${enc('a@b.c')}&email=x`,
];

/** Field values of every wrong (and a few right) types and shapes. */
const JUNK_VALUES: unknown[] = [
  null, true, false, 0, -1, 1, 2, 3, 1.5, 2 ** 31, 2 ** 53, Number.MAX_SAFE_INTEGER + 2, 1e21, 1e308, -1e308,
  '', ' ', '0', '-1', '1e309', 'NaN', 'true', 'null', 'x'.repeat(300), '\u0000', 'a\u0000b', '\u202Egnp.exe', '🖨️'.repeat(50), '\ud800',
  "' OR '1'='1' --", '<img src=x onerror=alert(1)>', '../../etc/passwd', '%00', 'fuzz@example.com',
  'not-an-email', `${'a'.repeat(250)}@example.com`, DEMO_PASSWORD, 'SW1A 1AA', 'delivery', 'collection', 'card',
  [], [null], [{}], [1, 2, 3], ['a'], {}, { $gt: '' }, { length: 1 }, { 0: 'a' }, [{ code: 1, variationId: 'x' }],
];

const BROKEN_JSON = [
  '', ' ', '{', '}', '{"a":', '{"a":1,}', "{'a':1}", '{a:1}', '[1,2', '{"a":1}{"b":2}', 'nul', 'undefined', 'NaN',
  '\uFEFF{}', '{"a":"\\ud800"}', '{"a":"\\x41"}', '{"a":01}', '"\u0000"', '{"a":1e999999}', '\u0000',
  '{"a":1}garbage', '{"__proto__":', 'x'.repeat(1000),
];

const NON_OBJECT_JSON = ['[]', '[{}]', 'null', '0', '-1', 'true', '"text"', '1e308', '[null]', '[[[]]]'];

const PROTO_KEYS = '"__proto__":{"polluted":"yes"},"constructor":{"prototype":{"polluted":"yes"}}';

const CONTENT_TYPES = [
  'text/plain', 'application/xml', 'application/x-www-form-urlencoded', 'application/json; charset=utf-16',
  'application/json;charset=latin1', 'APPLICATION/JSON', 'application/jsonx', 'application/vnd.api+json',
  'application/octet-stream', '', 'multipart/form-data', 'multipart/form-data; boundary=', 'image/png',
  'application/json, text/plain',
];

const URLENCODED = ['a=1&a=2', '%zz=%', '__proto__[polluted]=1', 'email=&password=', '&&&==', `x=${'y'.repeat(5000)}`];

const FILE_HEADS = ['\x89PNG\r\n\x1a\n', '%PDF-1.4\n', '\xff\xd8\xff\xe0', 'GIF89a', '<svg onload=alert(1)>', 'PK\x03\x04', '%!PS-Adobe-3.0 EPSF-3.0', ''];
const FILE_NAMES = ['a.png', '', '../../x.pdf', 'a\u0000.pdf', '\u202Efdp.exe', `${'n'.repeat(1000)}.pdf`, 'CON', 'a.ai', 'a'];
const FILE_TYPES = ['image/png', 'application/pdf', 'text/html', '', 'application/x-msdownload'];
/** Multipart field names the upload routes read, besides whatever a route reports. */
const FORM_FIELDS = ['file', 'lineCode', 'profile_image', 'cv', 'email', 'proof'];

/** Multipart bodies broken in their framing: no or wrong boundary, unterminated parts, bad headers. */
const RAW_MULTIPART: [contentType: string, body: string][] = [
  ['multipart/form-data; boundary=xyz', '--xyz\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4 junk'],
  ['multipart/form-data; boundary=xyz', '--xyz--'],
  ['multipart/form-data; boundary=xyz', 'garbage without a boundary'],
  ['multipart/form-data; boundary=xyz', '--xyz\r\nContent-Disposition: form-data; name="file"\r\n'],
  ['multipart/form-data; boundary=xyz', '--abc\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--abc--\r\n'],
  ['multipart/form-data; boundary=xyz', `--xyz\r\nContent-Disposition: form-data; name="${'n'.repeat(70_000)}"\r\n\r\n1\r\n--xyz--\r\n`],
  ['multipart/form-data; boundary=xyz', '--xyz\r\nContent-Disposition: form-data; name="lineCode"\r\n\r\nL1\r\n--xyz\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\n\x89PNG\r\n\x1a\n\r\n--xyz--\r\n'],
  ['multipart/form-data; boundary=xyz', "--xyz\r\nContent-Disposition: form-data; name=\"file\"; filename*=UTF-8''%E0%A4%A\r\n\r\nx\r\n--xyz--\r\n"],
  ['multipart/form-data; boundary=xyz', '--xyz\r\nContent-Type: text/plain\r\n\r\nno disposition\r\n--xyz--\r\n'],
  ['multipart/form-data; boundary=""', '--\r\n\r\n--'],
  [`multipart/form-data; boundary=${'b'.repeat(200)}`, `--${'b'.repeat(200)}--\r\n`],
  ['multipart/form-data', '--xyz\r\n\r\n--xyz--'],
  ['multipart/mixed; boundary=xyz', '--xyz--'],
];

/** Cookie values: junk, oversized, and a real sealed value tampered with or cut short (`real` may be ''). */
function cookieJunk(pick: <T>(items: readonly T[]) => T, real: string): string {
  const sealed = real.split('; ').find((pair) => pair.startsWith('session='))?.slice('session='.length) ?? 'Fe26.2**';
  const middle = Math.floor(sealed.length / 2);
  const tampered = `${sealed.slice(0, middle)}${sealed[middle] === 'A' ? 'B' : 'A'}${sealed.slice(middle + 1)}`;
  const value = pick(['', 'Fe26.2**', `Fe26.2${'**a'.repeat(10)}`, '%', '%E0%A4%A', 'a'.repeat(4000), tampered, sealed.slice(0, middle)]);
  const name = pick(['session', 'checkout', 'password-reset', 'remembered-email']);
  return pick([`${name}=${value}`, `${name}=${value}; ${name}=other`, `${real}; ${name}=${value}`, '=;;;==', `${name}`]);
}

interface Route {
  method: string;
  path: string;
}

interface FuzzCase {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string | FormData;
}

/** `:slug`, `:uuid`, and regex-constrained ones such as `:variationId{[0-9]{1,9}}`. */
const PARAM = /:\w+(?:\{(?:[^{}]|\{[^{}]*\})*\})?/g;

/** Every /api route the app registers, once per method; middleware (`/*`) and the dev routes are not routes. */
function apiRoutes(app: App): Route[] {
  const seen = new Map<string, Route>();
  for (const { method, path } of app.routes) {
    if (!path.startsWith('/api/') || path.endsWith('*') || path.startsWith('/api/__dev') || method === 'ALL') continue;
    seen.set(`${method} ${path}`, { method, path });
  }
  return [...seen.values()];
}

/** Sets `items.0.code`-style dot paths, making arrays for numeric segments. */
function setPath(target: Record<string, unknown>, dotPath: string, value: unknown) {
  const keys = dotPath.split('.');
  let node: Record<string, unknown> = target;
  keys.forEach((key, index) => {
    if (index === keys.length - 1) {
      node[key] = value;
      return;
    }
    const next = node[key];
    if (typeof next !== 'object' || next === null) node[key] = /^\d+$/.test(keys[index + 1] ?? '') ? [] : {};
    node = node[key] as Record<string, unknown>;
  });
}

function nested(depth: number, leaf: unknown): unknown {
  let value = leaf;
  for (let level = 0; level < depth; level += 1) value = level % 2 === 0 ? [value] : { a: value };
  return value;
}

function createFuzzer(app: App) {
  const offenders: string[] = [];
  let sent = 0;

  const allowed = (status: number, body: string) => {
    if (status < 500 || status === 502 || status === 504) return true;
    // A shared store (Redis) that cannot answer is a 503 'shop is busy', not a BFF failure.
    if (status !== 503) return false;
    try {
      return (JSON.parse(body) as ApiError).error.code === 'shared_state_unavailable';
    } catch {
      return false;
    }
  };

  /** Sends one case; records it if the answer is a BFF failure, a missed CSRF refusal, or none at all. */
  async function send(fuzz: FuzzCase): Promise<Response | null> {
    sent += 1;
    const label = `${fuzz.method} ${fuzz.path.slice(0, 150)}`;
    let timer: NodeJS.Timeout | undefined;
    const stuck = new Promise<'stuck'>((resolve) => {
      timer = setTimeout(() => resolve('stuck'), ANSWER_WITHIN_MS);
    });
    try {
      const init = { method: fuzz.method, headers: fuzz.headers, ...(fuzz.body === undefined ? {} : { body: fuzz.body }) };
      const answer = await Promise.race([app.request(fuzz.path, init, SOCKET), stuck]);
      if (answer === 'stuck') {
        offenders.push(`${label} -> no answer within ${ANSWER_WITHIN_MS} ms`);
        return null;
      }
      const text = await answer.clone().text();
      const csrfChecked = fuzz.method !== 'GET' && fuzz.method !== 'HEAD' && fuzz.method !== 'OPTIONS';
      if (csrfChecked && !('origin' in fuzz.headers) && answer.status !== 403) {
        offenders.push(`${label} without CSRF headers -> ${answer.status} (403 expected): ${text.slice(0, 200)}`);
      } else if (!allowed(answer.status, text)) {
        offenders.push(`${label} -> ${answer.status}: ${text.slice(0, 200)}`);
      }
      return answer;
    } catch (error) {
      offenders.push(`${label} -> threw ${String(error).slice(0, 200)}`);
      return null;
    } finally {
      clearTimeout(timer);
    }
  }

  return { send, offenders, sentCount: () => sent };
}

type Fuzzer = ReturnType<typeof createFuzzer>;

/**
 * Values that open a schema's inner fields: list and object shapes, and the discriminators of the
 * variant schemas (account types 1-3, order policies) so their branches report fields too.
 */
const PROBES: unknown[] = [[{}], {}, 1, 2, 3, 'delivery', 'collection', true];

/**
 * The fields a route's validation names, asked with `{}` and an empty form as each identity (a route
 * may refuse some before validating), then inside each field set to each probe.
 */
async function discoverFields(fuzzer: Fuzzer, route: Route, identities: readonly string[]): Promise<string[]> {
  const found = new Set<string>();
  const path = route.path.replace(PARAM, '1');
  const ask = async (body: string | FormData, cookie: string) => {
    const headers: Record<string, string> = { ...SAME_ORIGIN, ...(cookie ? { cookie } : {}) };
    if (typeof body === 'string') headers['content-type'] = 'application/json';
    const answer = await fuzzer.send({ method: route.method, path, headers, body });
    const fields = answer?.headers.get('content-type')?.startsWith('application/json')
      ? ((await answer.json()) as Partial<ApiError>).error?.fields
      : undefined;
    const keys = Object.keys(fields ?? {}).filter((key) => key !== '_');
    for (const key of keys) found.add(key);
    return keys.length;
  };
  // The probes go as whoever got furthest into validation.
  let best = { cookie: '', fields: -1 };
  for (const cookie of identities) {
    const form = new FormData();
    form.set('x', 'y');
    const fields = (await ask('{}', cookie)) + (await ask(form, cookie));
    if (fields > best.fields) best = { cookie, fields };
  }
  const top = [...found];
  for (const probe of PROBES) {
    const body: Record<string, unknown> = {};
    for (const key of top) setPath(body, key, structuredClone(probe));
    await ask(JSON.stringify(body), best.cookie);
  }
  return [...found];
}

/** The malformed requests for one route, built from the seeded generator. */
function fuzzCases(route: Route, fields: readonly string[], identities: readonly string[], random: Random): FuzzCase[] {
  const pick = pickFrom(random);
  const hasBody = route.method !== 'GET';
  const paramCount = route.path.match(PARAM)?.length ?? 0;
  const fieldsOrGuess = fields.length > 0 ? fields : ['email', 'items', 'code', 'token', 'page'];
  const cases: FuzzCase[] = [];

  // Mostly '1' (which every parameter pattern accepts), so the body or query is what gets tested.
  const path = (query = '') => route.path.replace(PARAM, () => (random() < 0.3 ? pick(PARAM_VALUES) : '1')) + (query ? `?${query}` : '');
  /** `value` in one parameter, fuzz in any others. */
  const pathWith = (value: string, query: string) => {
    const slot = Math.floor(random() * paramCount);
    let index = 0;
    return route.path.replace(PARAM, () => (index++ === slot ? value : pick(PARAM_VALUES))) + (query ? `?${query}` : '');
  };
  const headers = (extra: Record<string, string> = {}) => {
    const cookie = pick(identities);
    return { ...SAME_ORIGIN, ...(cookie ? { cookie } : {}), ...extra };
  };
  const add = (fuzz: Partial<FuzzCase> = {}) => cases.push({ method: route.method, path: path(), headers: headers(), ...fuzz });
  const typed = (body: string, contentType = 'application/json') => add({ headers: headers({ 'content-type': contentType }), body });
  // A copy: setPath writes into it, and the shared list must stay as written.
  const junk = () => structuredClone(pick(JUNK_VALUES));
  const junkObject = () => {
    const body: Record<string, unknown> = {};
    for (const field of fieldsOrGuess) if (random() < 0.8) setPath(body, field, junk());
    return body;
  };
  const junkForm = () => {
    const form = new FormData();
    for (const field of [...fieldsOrGuess, ...FORM_FIELDS]) {
      if (random() < 0.5) continue;
      if (random() < 0.5) {
        form.append(field, String(junk()));
      } else {
        const bytes = Uint8Array.from({ length: Math.floor(random() * 5000) }, () => Math.floor(random() * 256));
        const head = Uint8Array.from(pick(FILE_HEADS), (char) => char.charCodeAt(0));
        form.append(field, new File([head, bytes], pick(FILE_NAMES), { type: pick(FILE_TYPES) }));
      }
    }
    return form;
  };
  const query = () => Array.from({ length: 1 + Math.floor(random() * 4) }, () => pick(QUERY_PARTS)).join('&');

  if (paramCount > 0) for (const value of PARAM_VALUES) add({ path: pathWith(value, random() < 0.3 ? query() : '') });
  for (let round = 0; round < 15; round += 1) add({ path: path(query()) });
  for (let round = 0; round < 4; round += 1) add({ headers: { ...SAME_ORIGIN, cookie: cookieJunk(pick, pick(identities)) } });
  add({ method: pick(['PUT', 'PATCH', 'DELETE', 'OPTIONS', 'HEAD', 'PROPFIND']) });
  add({
    headers: headers({
      'accept-encoding': pick(['gzip;q=NaN, br;q=-1', '*', 'x'.repeat(3000), 'identity;q=0']),
      'x-forwarded-for': pick(['::ffff:', '1.2.3.4.5', ', , ,', '999.1.1.1, ::1']),
    }),
  });
  if (!hasBody) return cases;

  // Without the CSRF header and origin: refused before validation, whatever the body.
  for (let round = 0; round < 2; round += 1) {
    cases.push({ method: route.method, path: path(), headers: { 'content-type': 'application/json' }, body: JSON.stringify(junkObject()) });
  }
  const bodyCases: (() => void)[] = [
    () => typed(pick(BROKEN_JSON)),
    () => typed(pick(NON_OBJECT_JSON)),
    () => typed(JSON.stringify(junkObject())),
    () => typed(JSON.stringify(junkObject())),
    () => typed(JSON.stringify(junkObject())),
    // As text: an object literal's `__proto__` would set its prototype, not add the key.
    () => {
      const rest = JSON.stringify(junkObject()).slice(1);
      typed(`{${PROTO_KEYS}${rest === '}' ? '' : ','}${rest}`);
    },
    () => {
      const body: Record<string, unknown> = {};
      setPath(body, pick(fieldsOrGuess), 'placeholder');
      typed(JSON.stringify(body).replace('"placeholder"', `{${PROTO_KEYS}}`));
    },
    () => {
      const body = junkObject();
      setPath(body, pick(fieldsOrGuess), nested(200, junk()));
      typed(JSON.stringify(random() < 0.5 ? body : nested(200, body)));
    },
    () => {
      const body = junkObject();
      setPath(body, pick(fieldsOrGuess), HUGE);
      typed(JSON.stringify(body));
    },
    () => typed(JSON.stringify(junkObject()), pick(CONTENT_TYPES)),
    () => add({ headers: headers(), body: JSON.stringify(junkObject()) }),
    () => add({ headers: headers(), body: junkForm() }),
    () => add({ headers: headers(), body: junkForm() }),
    () => {
      const [contentType, body] = pick(RAW_MULTIPART);
      typed(body, contentType);
    },
    () => typed(pick(URLENCODED), 'application/x-www-form-urlencoded'),
    () => add({ headers: headers({ 'content-type': 'application/json' }) }),
  ];
  for (let round = 0; round < BODY_CASES_PER_ROUTE; round += 1) pick(bodyCases)();
  typed(JSON.stringify({ [pick(fieldsOrGuess)]: OVER_LIMIT }));
  return cases;
}

async function inPool<T>(items: readonly T[], limit: number, work: (item: T) => Promise<unknown>) {
  let next = 0;
  const worker = async () => {
    for (let item = items[next++]; item !== undefined; item = items[next++]) await work(item);
  };
  await Promise.all(Array.from({ length: limit }, worker));
}

let upstream: TestUpstream;
let bff: ReturnType<typeof createTestApp>;

beforeAll(async () => {
  upstream = await startTestUpstream(handlers);
  resetStore();
  bff = createTestApp(upstream.url, SETTINGS);
});

afterAll(async () => {
  await bff.close();
  await upstream.close();
});

it('answers thousands of malformed /api requests without a 5xx of its own, and keeps answering', { timeout: 120_000 }, async () => {
  const { app } = bff;
  const random = seededRandom(SEED);
  const fuzzer = createFuzzer(app);
  const routes = apiRoutes(app);
  // Guards the enumeration itself: app.routes lists some 55 /api routes today.
  expect(routes.length).toBeGreaterThan(40);

  const cases: FuzzCase[] = [];
  for (const route of routes) {
    // Anonymous ('') or one of the users, logged in afresh for each route: a fuzzed logout ends only its own.
    const identities = [''];
    for (const email of USERS) {
      const browser = createTestBrowser(app);
      await browser.login(email, DEMO_PASSWORD);
      identities.push([...browser.cookies].map(([name, value]) => `${name}=${value}`).join('; '));
    }
    const fields = route.method === 'GET' ? [] : await discoverFields(fuzzer, route, identities);
    cases.push(...fuzzCases(route, fields, identities, random));
  }
  // Dot segments the URL parser resolves may leave /api for the page routes: those are not fuzzed here.
  const apiCases = cases.filter(({ path }) => new URL(path, 'http://localhost').pathname.startsWith('/api/'));
  await inPool(apiCases, CONCURRENCY, fuzzer.send);

  expect(fuzzer.offenders).toEqual([]);
  expect(fuzzer.sentCount()).toBeGreaterThan(MIN_REQUESTS);
  expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  expect((await app.request('/api/bootstrap', {}, SOCKET)).status).toBe(200);
  expect((await app.request('/healthz', {}, SOCKET)).status).toBe(200);
});

import { spawn, type ChildProcess } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer as createNetServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { delay, http } from 'msw';
import { Agent, fetch as fetchVia } from 'undici';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { handlers } from '@mocks/handlers';
import { DEMO_EMAILS, DEMO_PASSWORD } from '@mocks/data/users';
import { resetStore } from '@mocks/store';
import { RATE_LIMITS } from './http/rate-limits';
import { solvedCaptcha } from './http/test-captcha';
import { freePort } from './lib/free-port';
import { CSRF_HEADER } from './schemas/csrf';
import { parseSetCookie } from './session/test-browser';
import { startTestUpstream, type TestUpstream } from './upstream/test-upstream';
import type { CheckoutState } from './view-models';

// The real server process: on SIGTERM it stops taking connections, lets the requests it has finish,
// then exits 0, as an orchestrator rolling out a new version expects.

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
/** How long the upstream takes to answer the request that is in flight when the signal comes. */
const SLOW_ANSWER_MS = 1_500;

let upstream: TestUpstream;
beforeAll(async () => {
  upstream = await startTestUpstream(handlers);
});
afterAll(() => upstream.close());

interface Spawned {
  child: ChildProcess;
  /** stdout's JSON log lines so far. */
  lines: () => Record<string, unknown>[];
  /** stdout and stderr so far. */
  output: () => string;
  exited: Promise<number | null>;
}

/**
 * Runs `bff/src/server.ts` with JSON logs on stdout, against the test upstream unless `settings` say
 * otherwise; a server left running when the test ends is killed.
 */
function spawnServer(settings: Record<string, string>): Spawned {
  const { REDIS_URL: _inherited, ...inherited } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', 'bff/src/server.ts'], {
    cwd: ROOT,
    env: { ...inherited, NODE_ENV: 'test', LOG_LEVEL: 'info', UPSTREAM_URL: upstream.url, ...settings },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // A check failing before the server stops must not leave it running (and the run waiting on it).
  onTestFinished(() => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  let stdout = '';
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    stdout += chunk.toString();
    output += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const lines = () =>
    stdout
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as Record<string, unknown>);
  return { child, lines, output: () => output, exited };
}

/** Resolves once `found` is true of the server's log lines; rejects if it stops first. */
async function logged(server: Spawned, found: (lines: Record<string, unknown>[]) => boolean, what: string) {
  for (let waited = 0; !found(server.lines()); waited += 100) {
    if (waited > 40_000 || server.child.exitCode !== null) throw new Error(`${what} was never logged:\n${server.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const withMessage = (start: string) => (line: Record<string, unknown>) => typeof line.msg === 'string' && line.msg.startsWith(start);

/** Starts the server; resolves once a log line says it listens. */
async function startServer(port: number, workers = 1): Promise<Spawned> {
  const server = spawnServer({ PORT: String(port), WEB_CONCURRENCY: String(workers) });
  await logged(server, (lines) => lines.some((line) => line.port === port), 'listening');
  return server;
}

/** Resolves with the exit code once the server stops; rejects if it says it listens first. */
async function exitBeforeListening(server: Spawned): Promise<number | null> {
  let exitCode: number | null | undefined;
  void server.exited.then((code) => (exitCode = code));
  for (let waited = 0; exitCode === undefined; waited += 100) {
    if (waited > 40_000 || server.lines().some(withMessage('shop listening'))) throw new Error(`the server did not stop:\n${server.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return exitCode;
}

describe('graceful shutdown', () => {
  it('finishes the request in flight on SIGTERM, refuses new connections, and exits 0', { timeout: 60_000 }, async () => {
    upstream.use(
      http.get('*/api/v1/company-profile', async () => {
        await delay(SLOW_ANSWER_MS);
        return undefined;
      }),
    );
    const port = await freePort();
    const { child, lines, exited } = await startServer(port);
    const origin = `http://127.0.0.1:${port}`;
    // Idle connections stay open longer than a proxy in front keeps them (60 s on common ones).
    expect((await fetch(`${origin}/healthz`)).headers.get('keep-alive')).toBe('timeout=65');

    let answered = false;
    const inFlight = fetch(`${origin}/api/bootstrap`).finally(() => (answered = true));
    // The request is on its way to the (slow) upstream when the signal comes.
    for (let waited = 0; !upstream.requests.some((line) => line.includes('/company-profile')); waited += 20) {
      if (waited > 10_000) throw new Error('the bootstrap request never reached the upstream');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    child.kill('SIGTERM');
    expect(answered).toBe(false);

    const answer = await inFlight;
    expect(answer.status).toBe(200);
    expect(await answer.json()).toHaveProperty('company');
    expect(await exited).toBe(0);
    await expect(fetch(`${origin}/healthz`)).rejects.toThrow();
    expect(lines().map((line) => line.msg)).toEqual(expect.arrayContaining(['finishing open requests, then stopping']));
    expect(lines().find((line) => line.msg === 'request')).toMatchObject({ route: '/api/bootstrap', status: 200 });
  });
});

describe('without REDIS_URL', () => {
  it('the server warns at start that another instance would keep its own rate limits and ended sessions', { timeout: 60_000 }, async () => {
    const { child, lines, exited } = await startServer(await freePort());
    const warning = lines().find(withMessage('REDIS_URL is not set'));
    expect(warning).toMatchObject({ level: 40, msg: expect.stringContaining('another instance of the shop') });
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
  });
});

/** A client of one worker: it sends every request on one kept-alive connection, which the primary handed to that worker. */
interface WorkerClient {
  /** The worker's process id. */
  pid: number;
  /** Sends a same-origin request; throws unless the worker's log shows it answered it. */
  send(path: string, options?: { method?: string; json?: unknown; cookie?: string }): Promise<Response>;
}

/**
 * One client for each of the server's `workers`, found by opening connections until each worker has
 * answered one: a request's X-Request-Id leads to its log line, which carries the worker's pid.
 */
async function clientOfEachWorker(server: Spawned, port: number, workers: number): Promise<WorkerClient[]> {
  const origin = `http://127.0.0.1:${port}`;
  const servedBy = async (response: Response) => {
    const requestId = response.headers.get('x-request-id');
    const line = (lines: Record<string, unknown>[]) => lines.find((each) => each.msg === 'request' && each.requestId === requestId);
    await logged(server, (lines) => line(lines) !== undefined, `request ${requestId}`);
    return Number(line(server.lines())?.pid);
  };
  const connect = () => {
    const agent = new Agent({ connections: 1, keepAliveTimeout: 60_000 });
    onTestFinished(() => agent.close());
    return async (path: string, { method = 'GET', json, cookie }: { method?: string; json?: unknown; cookie?: string } = {}) => {
      const headers: Record<string, string> = { origin, [CSRF_HEADER.name]: CSRF_HEADER.value };
      if (cookie) headers.cookie = cookie;
      if (json !== undefined) headers['content-type'] = 'application/json';
      const body = json === undefined ? undefined : JSON.stringify(json);
      return (await fetchVia(`${origin}${path}`, { method, headers, body, dispatcher: agent })) as unknown as Response;
    };
  };
  const clients = new Map<number, WorkerClient>();
  for (let opened = 0; clients.size < workers; opened += 1) {
    if (opened >= 20) throw new Error(`${opened} connections reached only ${clients.size} of ${workers} workers`);
    const request = connect();
    const pid = await servedBy(await request('/api/session'));
    if (clients.has(pid)) continue;
    clients.set(pid, {
      pid,
      send: async (path, options) => {
        const response = await request(path, options);
        const answeredBy = await servedBy(response);
        if (answeredBy !== pid) throw new Error(`${path} was answered by worker ${answeredBy}, not ${pid}`);
        return response;
      },
    });
  }
  return [...clients.values()];
}

/** The cookies a login answer sets, as a Cookie header: what a copied cookie would send. */
const cookiesOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((line) => parseSetCookie(line))
    .map(({ name, value }) => `${name}=${value}`)
    .join('; ');

describe('several workers without REDIS_URL agree, through their primary', () => {
  /** A server with two workers, and a client of each. */
  async function startTwoWorkers() {
    resetStore();
    const port = await freePort();
    const server = await startServer(port, 2);
    await logged(server, (lines) => lines.some(withMessage('2 workers serving')), 'serving');
    const [first, second] = await clientOfEachWorker(server, port, 2);
    return { server, first: first!, second: second! };
  }

  const loginAs = async (client: WorkerClient, email: string) => {
    const response = await client.send('/api/session', { method: 'POST', json: { email, password: DEMO_PASSWORD, remember: false } });
    expect(response.status).toBe(200);
    return cookiesOf(response);
  };
  const isAnonymous = async (client: WorkerClient, cookie: string) =>
    ((await (await client.send('/api/session', { cookie })).json()) as { anonymous: boolean }).anonymous;

  it('on ended sessions: a session logged out via one worker is refused by the other, and a password change ends the account\'s other sessions on both', { timeout: 60_000 }, async () => {
    const { server, first, second } = await startTwoWorkers();

    const loggedOut = await loginAs(first, DEMO_EMAILS.verified);
    expect(await isAnonymous(second, loggedOut)).toBe(false);
    expect((await first.send('/api/session', { method: 'DELETE', cookie: loggedOut })).status).toBeLessThan(300);
    expect(await isAnonymous(second, loggedOut)).toBe(true);
    expect((await second.send('/api/account/profile', { cookie: loggedOut })).status).toBe(401);

    const changing = await loginAs(first, DEMO_EMAILS.business);
    const other = await loginAs(second, DEMO_EMAILS.business);
    const changed = await first.send('/api/account/password', {
      method: 'POST',
      cookie: changing,
      json: { current_password: DEMO_PASSWORD, password: 'Changed-77', password_confirmation: 'Changed-77' },
    });
    expect(changed.status).toBe(200);
    expect([await isAnonymous(first, other), await isAnonymous(second, other)]).toEqual([true, true]);
    expect([await isAnonymous(first, changing), await isAnonymous(second, changing)]).toEqual([false, false]);

    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  });

  it('on rate limits: ten refused logins of an account in all, not ten on each worker', { timeout: 60_000 }, async () => {
    const { server, first, second } = await startTwoWorkers();
    const attempt = (client: WorkerClient, password: string) =>
      client.send('/api/session', { method: 'POST', json: { email: DEMO_EMAILS.verified, password, remember: false } });

    for (let index = 0; index < RATE_LIMITS.loginAccount.limit; index += 1) {
      expect((await attempt(index % 2 === 0 ? first : second, 'wrong-password')).status).toBe(400);
    }
    expect((await attempt(first, DEMO_PASSWORD)).status).toBe(429);
    expect((await attempt(second, DEMO_PASSWORD)).status).toBe(429);

    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  });

  it("on checkout artwork choices and sent contact messages: each worker sees what the other saved, and a repeat is answered as the first send", { timeout: 60_000 }, async () => {
    const { server, first, second } = await startTwoWorkers();

    const cookie = await loginAs(first, DEMO_EMAILS.verified);
    const later = (client: WorkerClient, lineCode: string) => client.send(`/api/checkout/artwork/${lineCode}`, { method: 'PUT', cookie, json: { kind: 'later' } });
    expect((await later(first, 'line-cards')).status).toBe(200);
    expect((await later(second, 'line-flyers')).status).toBe(200);
    for (const client of [first, second]) {
      const state = (await (await client.send('/api/checkout', { cookie })).json()) as CheckoutState;
      expect(state.artwork).toEqual({ 'line-cards': { kind: 'later' }, 'line-flyers': { kind: 'later' } });
    }

    let contacted = 0;
    upstream.use(
      http.post('*/api/v1/contact-us', () => {
        contacted += 1;
        return undefined;
      }),
    );
    const message = { name: 'Jo Bloggs', email: 'jo@example.co.uk', message: 'Can you print 500 flyers by Friday?' };
    const captcha = await solvedCaptcha({ request: (path) => first.send(path) }, '/api/contact/challenge');
    const sent = await first.send('/api/contact', { method: 'POST', json: { ...message, captcha } });
    expect(sent.status).toBe(200);
    const repeat = await second.send('/api/contact', { method: 'POST', json: { ...message, captcha } });
    expect(repeat.status).toBe(200);
    expect(await repeat.json()).toEqual(await sent.json());
    expect(contacted).toBe(1);

    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  });
});

describe('several workers', () => {

  it('are said to serve once every one of them listens', { timeout: 60_000 }, async () => {
    const server = spawnServer({ PORT: String(await freePort()), WEB_CONCURRENCY: '2' });
    await logged(server, (lines) => lines.some(withMessage('2 workers serving')) && lines.filter(withMessage('shop listening')).length === 2, 'serving');
    const timeOf = (line: Record<string, unknown> | undefined) => Date.parse(String(line?.time));
    const serving = timeOf(server.lines().find(withMessage('2 workers serving')));
    for (const listening of server.lines().filter(withMessage('shop listening'))) expect(serving).toBeGreaterThanOrEqual(timeOf(listening));
  });

  it('are replaced when one stops after it has served', { timeout: 60_000 }, async () => {
    const port = await freePort();
    const server = await startServer(port, 2);
    await logged(server, (lines) => lines.filter(withMessage('shop listening')).length === 2, 'both workers listening');
    const stopped = Number(server.lines().find(withMessage('shop listening'))?.pid);
    process.kill(stopped, 'SIGKILL');
    await logged(server, (lines) => lines.filter(withMessage('shop listening')).length === 3, 'a third worker listening');
    expect(server.lines().find(withMessage('worker stopped: starting another'))).toMatchObject({ worker: stopped, exit: 'SIGKILL' });
    expect((await fetch(`http://127.0.0.1:${port}/healthz`)).status).toBe(200);
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  });
});

describe('a port already in use', () => {
  it.each([1, 2])('stops the server (%i workers) with one message saying so and exit 1, rather than a stack trace or a worker started again and again', { timeout: 60_000 }, async (workers) => {
    const taken = createNetServer();
    await new Promise<void>((resolve) => taken.listen(0, resolve));
    onTestFinished(() => new Promise<void>((resolve) => taken.close(() => resolve())));
    const port = (taken.address() as AddressInfo).port;

    const server = spawnServer({ PORT: String(port), WEB_CONCURRENCY: String(workers) });
    expect(await exitBeforeListening(server)).toBe(1);
    const said = server.lines().filter((line) => line.level === 60);
    expect(said).toEqual([expect.objectContaining({ port, msg: `port ${port} is already in use: stop what serves it, or set PORT to another` })]);
    expect(server.lines().filter(withMessage('worker stopped'))).toEqual([]);
    expect(server.lines().filter(withMessage(`${workers} workers serving`))).toEqual([]);
    expect(server.output()).not.toContain('EADDRINUSE');
  });
});

describe('production', () => {
  it('refuses to start without the web app\'s server entry, rather than answer every page 200 with a blank shell', { timeout: 60_000 }, async () => {
    // What a build cut short leaves: the browser's files, no server entry beside them.
    const folder = await mkdtemp(join(tmpdir(), 'half-built-'));
    onTestFinished(() => rm(folder, { recursive: true, force: true }));
    const webDist = join(folder, 'web');
    await mkdir(webDist);
    await writeFile(join(webDist, 'index.html'), '<!doctype html><html><head></head><body></body></html>');
    const port = await freePort();
    const server = spawnServer({
      NODE_ENV: 'production',
      SESSION_SECRET: 'a-test-secret-of-at-least-32-characters',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      PORT: String(port),
      WEB_DIST: webDist,
      WEB_CONCURRENCY: '1',
    });
    expect(await exitBeforeListening(server)).toBe(1);
    expect(server.lines()).toContainEqual(
      expect.objectContaining({ level: 60, msg: expect.stringContaining(`the web app's server entry ${join(webDist + '-ssr', 'entry-server.js')} is missing`) }),
    );
  });
});

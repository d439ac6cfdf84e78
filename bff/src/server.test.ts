import { spawn, type ChildProcess } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer as createNetServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { delay, http } from 'msw';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { handlers } from '@mocks/handlers';
import { freePort } from './lib/free-port';
import { startTestUpstream, type TestUpstream } from './upstream/test-upstream';

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

describe('several workers', () => {
  it('warn at start when they share no Redis: each keeps its own rate limits and ended sessions', { timeout: 60_000 }, async () => {
    const { child, lines, exited } = await startServer(await freePort(), 2);
    const warning = lines().find(withMessage('REDIS_URL is not set'));
    expect(warning).toMatchObject({ workers: 2 });
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
  });

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

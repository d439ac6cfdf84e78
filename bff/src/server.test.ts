import { spawn, type ChildProcess } from 'node:child_process';
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

/** Starts `bff/src/server.ts` with JSON logs on stdout; resolves once a log line says it listens. */
async function startServer(
  port: number,
  workers = 1,
): Promise<{ child: ChildProcess; lines: () => Record<string, unknown>[]; exited: Promise<number | null> }> {
  const { REDIS_URL: _inherited, ...inherited } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', 'bff/src/server.ts'], {
    cwd: ROOT,
    env: { ...inherited, NODE_ENV: 'test', LOG_LEVEL: 'info', PORT: String(port), WEB_CONCURRENCY: String(workers), UPSTREAM_URL: upstream.url },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const lines = () =>
    output
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as Record<string, unknown>);
  for (let waited = 0; !lines().some((line) => line.port === port); waited += 100) {
    if (waited > 30_000 || child.exitCode !== null) throw new Error(`the server did not start:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { child, lines, exited };
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
    // A check failing before the signal must not leave the server running (and the run waiting on it).
    onTestFinished(() => {
      if (child.exitCode === null) child.kill('SIGKILL');
    });
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
    onTestFinished(() => {
      if (child.exitCode === null) child.kill('SIGKILL');
    });
    const warning = lines().find((line) => typeof line.msg === 'string' && line.msg.startsWith('REDIS_URL is not set'));
    expect(warning).toMatchObject({ workers: 2 });
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
  });
});

// The servers under test run as child processes, so autocannon (in the bench process) and the server
// never share one event loop: on two cores each side gets its own, and neither slows the other's clock.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { closeSync, openSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Fixture } from './bare-server';
import { freePort } from '../../bff/src/lib/free-port';

export const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));

export interface Served {
  origin: string;
  stop(): Promise<void>;
}

/** Keeps the last lines a child printed, to explain why it died. */
function tail(child: ChildProcess, lines: string[]) {
  const keep = (chunk: Buffer) => {
    lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
    lines.splice(0, Math.max(0, lines.length - 30));
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    // The BFF finishes open requests on SIGTERM; a child that hangs past that is killed outright.
    const force = setTimeout(() => child.kill('SIGKILL'), 12_000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

async function waitUntilUp(url: string, child: ChildProcess, lastLines: () => string[], timeoutMs = 90_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}) before it answered:\n${lastLines().join('\n')}`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no answer from ${url} within ${timeoutMs} ms:\n${lastLines().join('\n')}`);
}

/** The bench's own compiled server: never the dist/server another engineer's `npm start` runs. */
const SERVER_DIST = 'dist/bench-server';

/** Runs a command in the repository to its end, its output passed through; rejects unless it exits 0. */
export function runToEnd(command: string, args: string[], env: NodeJS.ProcessEnv = process.env): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: REPO_ROOT, env, stdio: ['ignore', 'inherit', 'inherit'] });
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited ${code}`))));
  });
}

/**
 * The BFF as `npm start` runs it in production: compiled JavaScript, no TypeScript loader, one process
 * (WEB_CONCURRENCY=1, so the bare baseline's one process is a fair match), with the mock upstream in that
 * process, serving the bench's own web build.
 */
export async function startBff(webDist: string): Promise<Served> {
  // Compiled as `npm start` compiles it (bff/scripts/build-server.mjs), into the bench's folder.
  await runToEnd(process.execPath, ['bff/scripts/build-server.mjs', SERVER_DIST]);
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    // Production, as shoppers get it: React's production build renders the pages.
    NODE_ENV: 'production',
    MOCK_UPSTREAM: '1',
    SESSION_SECRET: randomBytes(32).toString('hex'),
    PUBLIC_URL: origin,
    PORT: String(port),
    WEB_DIST: webDist,
    WEB_CONCURRENCY: '1',
    // The load generator is one client standing in for many shoppers: at the per-client limits (120
    // searches a minute) a search page's reads would be refused within the first second.
    RATE_LIMIT_SCALE: '1000',
    // Its connections each ask again the moment they are answered, far more renders at once than a shop
    // lets wait (RENDER_QUEUE): shed as busy pages, the search row would time 503s. Here every render
    // waits its turn, within the request's deadline, so the row measures how fast pages render.
    RENDER_QUEUE: '10000',
    RENDER_WAIT_MS: '5000',
  };
  // An UPSTREAM_URL left in the shell would send the bench to some other upstream.
  delete env.UPSTREAM_URL;
  delete env.UPSTREAM_MEDIA_URL;
  // Production logs a line per request: written to a file, as a deployment would ship them, not piped into
  // this process, where reading them would take CPU from the load generator.
  const logFile = join(REPO_ROOT, 'dist', 'bench-bff.log');
  const logFd = openSync(logFile, 'w');
  const child = spawn(process.execPath, [join(SERVER_DIST, 'server.js')], {
    cwd: REPO_ROOT,
    env,
    stdio: ['ignore', logFd, logFd],
  });
  closeSync(logFd);
  const lastLines = () => readFileSync(logFile, 'utf8').split('\n').slice(-30);
  try {
    await waitUntilUp(`${origin}/healthz`, child, lastLines);
  } catch (error) {
    await stopChild(child);
    throw error;
  }
  return { origin, stop: () => stopChild(child) };
}

/** The bare node:http baseline (bare-server.ts) in its own process, answering these fixtures. */
export async function startBare(fixtures: Fixture[]): Promise<Served> {
  const child = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(new URL('./bare-server.ts', import.meta.url))], {
    cwd: REPO_ROOT,
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  const log: string[] = [];
  tail(child, log);
  const port = await new Promise<number>((resolve, reject) => {
    child.once('message', (message) => resolve((message as { port: number }).port));
    child.once('exit', (code) => reject(new Error(`bare server exited (${code}):\n${log.join('\n')}`)));
    child.send({ fixtures: fixtures.map((fixture) => ({ ...fixture, body: fixture.body.toString('base64') })) });
  });
  return {
    origin: `http://127.0.0.1:${port}`,
    stop: () => {
      child.disconnect();
      return stopChild(child);
    },
  };
}

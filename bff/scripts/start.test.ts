import { spawn, type ChildProcess } from 'node:child_process';
import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it, onTestFinished } from 'vitest';
import { freePort } from '../src/lib/free-port';
import { serverBuildOf } from '../src/env';

// `npm start` and the other long-running npm scripts as an operator runs them. No real web build runs:
// each test gets a WEB_DIST of its own, written now and so newer than the sources.

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
/** How long the stand-in server entry takes over a page: long enough for a signal to come mid-request. */
const SLOW_RENDER_MS = 1_500;
const RENDERING = 'rendering a slow page';

const INDEX = '<!doctype html><html><head></head><body></body></html>';
const SERVER_ENTRY = `
export async function renderPage() {
  process.stdout.write(${JSON.stringify(`${RENDERING}\n`)});
  await new Promise((resolve) => setTimeout(resolve, ${SLOW_RENDER_MS}));
  return new Response('<!doctype html><html><head></head><body>the slow page</body></html>', { headers: { 'content-type': 'text/html' } });
}
export const searchParamsRead = () => 'every';
`;

/** A throwaway folder, removed after the test. */
async function tempFolder(prefix: string): Promise<string> {
  const folder = await mkdtemp(join(tmpdir(), prefix));
  onTestFinished(() => rm(folder, { recursive: true, force: true }));
  return folder;
}

/**
 * A throwaway WEB_DIST holding index.html and, beside it, a server entry that renders slowly: or none,
 * as a build cut short leaves it, or one older than the sources.
 */
async function fakeWebBuild(serverEntry: 'built' | 'missing' | 'old' = 'built'): Promise<string> {
  const webDist = join(await tempFolder('start-web-'), 'web');
  await mkdir(webDist);
  await writeFile(join(webDist, 'index.html'), INDEX);
  if (serverEntry === 'missing') return webDist;
  const entryFile = join(serverBuildOf(webDist), 'entry-server.js');
  await mkdir(serverBuildOf(webDist));
  await writeFile(entryFile, SERVER_ENTRY);
  if (serverEntry === 'old') await utimes(entryFile, new Date('2020-01-01'), new Date('2020-01-01'));
  return webDist;
}

const STAND_IN_BUILD = 'stand-in for npm:';

/**
 * PATH with a stand-in `npm` first, which says how it was called, then does what `rest` says (a shell
 * script; by default it fails): no real build runs.
 */
async function pathWithStandInNpm(rest = 'exit 1'): Promise<string> {
  const bin = await tempFolder('start-bin-');
  await writeFile(join(bin, 'npm'), `#!/bin/sh\necho "${STAND_IN_BUILD} $*"\n${rest}\n`, { mode: 0o755 });
  return `${bin}${delimiter}${process.env.PATH ?? ''}`;
}

/** A stand-in for Vite's build: its listing of every file written on stdout, a warning on stderr. */
const VITE_LIKE_BUILD = [
  'for n in $(seq 1 700); do echo "../dist/web/assets/chunk-$n.js   1.00 kB │ gzip: 0.50 kB"; done',
  'echo "(!) Some chunks are larger than 500 kB after minification." >&2',
].join('\n');

interface Started {
  child: ChildProcess;
  /** stdout and stderr together, as they came. */
  output: () => string;
  /** stdout alone (its order against stderr is not kept). */
  stdout: () => string;
  stderr: () => string;
  exited: Promise<number | string | null>;
}

/**
 * Runs a command from the repository in a process group of its own, as a container's or supervisor's
 * process is, with stdout and stderr collected; whatever of the group is left is killed after the test.
 */
function startInGroup(command: string, args: string[], env: NodeJS.ProcessEnv): Started {
  const child = spawn(command, args, { cwd: ROOT, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  onTestFinished(() => {
    if (groupAlive(child.pid!)) process.kill(-child.pid!, 'SIGKILL');
  });
  let output = '';
  let stdout = '';
  let stderr = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
    stdout += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
    stderr += chunk.toString();
  });
  const exited = new Promise<number | string | null>((resolve) => child.once('exit', (code, signal) => resolve(code ?? signal)));
  return { child, output: () => output, stdout: () => stdout, stderr: () => stderr, exited };
}

/** True while any process of the group led by `pid` is left. */
function groupAlive(pid: number): boolean {
  try {
    process.kill(-pid, 0);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ESRCH') return false;
    throw error;
  }
}

async function waitFor(done: () => boolean, what: string, output: () => string, timeoutMs = 20_000) {
  for (let waited = 0; !done(); waited += 50) {
    if (waited > timeoutMs) throw new Error(`${what} did not happen within ${timeoutMs} ms:\n${output()}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The environment a child is started with: this one, without settings that would send it elsewhere. */
function childEnv(settings: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const { UPSTREAM_URL: _url, UPSTREAM_MEDIA_URL: _media, REDIS_URL: _redis, ...inherited } = process.env;
  return { ...inherited, ...settings };
}

describe('SIGTERM sent to npm (a container whose first process is npm, a supervisor)', () => {
  it('reaches `npm start`\'s server: the request in flight is answered, npm exits 0, nothing is left', { timeout: 45_000 }, async () => {
    const port = await freePort();
    const origin = `http://127.0.0.1:${port}`;
    const npm = startInGroup(
      'npm',
      ['start'],
      childEnv({
        NODE_ENV: 'production',
        MOCK_UPSTREAM: '1',
        SESSION_SECRET: 'a-test-secret-of-at-least-32-characters',
        PUBLIC_URL: origin,
        PORT: String(port),
        WEB_DIST: await fakeWebBuild(),
        WEB_CONCURRENCY: '2',
        LOG_LEVEL: 'info',
      }),
    );
    await waitFor(() => (npm.output().match(/"msg":"shop listening/g) ?? []).length === 2, 'both workers listening', npm.output, 40_000);

    const page = fetch(`${origin}/`);
    await waitFor(() => npm.output().includes(RENDERING), 'the page request reaching its worker', npm.output);
    process.kill(npm.child.pid!, 'SIGTERM');

    const answer = await page;
    expect(answer.status).toBe(200);
    expect(await answer.text()).toContain('the slow page');
    expect(await npm.exited).toBe(0);
    await waitFor(() => !groupAlive(npm.child.pid!), 'the whole process group stopping', npm.output, 5_000);
    await expect(fetch(`${origin}/healthz`)).rejects.toThrow();
  });

  it('reaches `npm run mock-upstream`: npm exits and nothing is left serving the port', { timeout: 30_000 }, async () => {
    const port = await freePort();
    const npm = startInGroup('npm', ['run', 'mock-upstream'], childEnv({ MOCK_PORT: String(port) }));
    await waitFor(() => npm.output().includes('Mock upstream listening'), 'the mock listening', npm.output);

    process.kill(npm.child.pid!, 'SIGTERM');
    await npm.exited;
    await waitFor(() => !groupAlive(npm.child.pid!), 'the whole process group stopping', npm.output, 5_000);
    await expect(fetch(`http://127.0.0.1:${port}/api/v1/company-profile`)).rejects.toThrow();
  });
});

describe('npm start', () => {
  it.each(['missing', 'old'] as const)(
    'builds the web app when its server entry is %s, rather than serving every page as a blank shell',
    { timeout: 30_000 },
    async (serverEntry) => {
      const start = startInGroup(
        process.execPath,
        ['bff/scripts/start.mjs'],
        childEnv({ NODE_ENV: 'test', LOG_LEVEL: 'info', PORT: String(await freePort()), WEB_DIST: await fakeWebBuild(serverEntry), PATH: await pathWithStandInNpm() }),
      );
      let exited = false;
      void start.exited.then(() => (exited = true));
      await waitFor(() => exited || start.output().includes('shop listening'), 'the start script stopping or serving', start.output);

      expect(start.output()).toContain('Building the web app (a minute or two)…');
      expect(start.output()).toContain(`${STAND_IN_BUILD} run build --silent`);
      expect(await start.exited).not.toBe(0);
    },
  );

  it("says the web app's build in two lines, with its warnings, not Vite's listing of every file", { timeout: 30_000 }, async () => {
    const start = startInGroup(
      process.execPath,
      ['bff/scripts/start.mjs'],
      childEnv({ NODE_ENV: 'test', LOG_LEVEL: 'info', PORT: String(await freePort()), WEB_DIST: await fakeWebBuild('missing'), PATH: await pathWithStandInNpm(VITE_LIKE_BUILD) }),
    );
    await waitFor(() => start.output().includes('shop listening'), 'the shop serving', start.output);

    // What comes before the server's first log line.
    const said = start.stdout().slice(0, start.stdout().indexOf('{'));
    expect(said).toMatch(/^(Building the server…\n)?Building the web app \(a minute or two\)…\nBuilt the web app in \d+ s\.\n$/);
    expect(start.stderr()).toContain('(!) Some chunks are larger than 500 kB after minification.\n');
    expect(start.output()).not.toContain('chunk-1.js');
  });

  it('shows all a failed build printed, its errors last, and stops', { timeout: 30_000 }, async () => {
    const failing = `${VITE_LIKE_BUILD}\necho "error during build:\n[vite]: Rollup failed to resolve import ./missing\n    at web/src/main.tsx:3" >&2\nexit 1`;
    const start = startInGroup(
      process.execPath,
      ['bff/scripts/start.mjs'],
      childEnv({ NODE_ENV: 'test', WEB_DIST: await fakeWebBuild('missing'), PATH: await pathWithStandInNpm(failing) }),
    );
    expect(await start.exited).toBe(1);
    expect(start.stdout()).toContain('chunk-700.js');
    expect(start.stderr()).toMatch(
      /error during build:\n\[vite\]: Rollup failed to resolve import \.\/missing\n {4}at web\/src\/main\.tsx:3\nThe web app's build failed \(exit code 1\): its output is above\.\n$/,
    );
    expect(start.output()).not.toContain('shop listening');
  });

  it('checks the settings before building the web app, so a bad variable is said at once', { timeout: 30_000 }, async () => {
    const start = startInGroup(
      process.execPath,
      ['bff/scripts/start.mjs'],
      childEnv({ NODE_ENV: 'test', TRUST_PROXY: 'true', WEB_DIST: await fakeWebBuild('missing'), PATH: await pathWithStandInNpm() }),
    );
    expect(await start.exited).toBe(1);
    expect(start.output()).toContain('Invalid environment:\n  TRUST_PROXY: must be a number of proxy hops');
    expect(start.output()).not.toContain('Building the web app');
    expect(start.output()).not.toContain(STAND_IN_BUILD);
  });
});

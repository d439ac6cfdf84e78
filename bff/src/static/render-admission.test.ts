// Page renders are bounded per process: RENDER_CONCURRENCY at once, RENDER_QUEUE more waiting at most,
// RENDER_WAIT_MS each. The renders here are a stand-in server entry's, written beside a throwaway
// WEB_DIST, that holds a page under /held/ open until the test lets it finish or its client leaves.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { handlers } from '@mocks/handlers';
import { createTestApp, startTestUpstream, type TestUpstream } from '../upstream/test-upstream';
import { serverBuildOf } from '../env';
import { BUSY_RETRY_AFTER_SECONDS } from './busy-page';
import { createRenderAdmission } from './render-admission';

/** What the stand-in entry and the test share: renders started under /held/, and the gate they wait at. */
interface Held {
  started: number;
  open: Promise<void>;
}

const HELD = Symbol.for('render-admission.test.held');
const held = ((globalThis as Record<symbol, unknown>)[HELD] = { started: 0, open: Promise.resolve() }) as Held;

let openGate: () => void = () => undefined;
/** Renders under /held/ wait from now until `openGate()`. */
function closeGate() {
  held.open = new Promise((resolve) => (openGate = resolve));
}

const INDEX = '<!doctype html><html><head></head><body></body></html>';

// /held/… waits at the test's gate (or until its client leaves, as a page's reads end then), /throws
// fails to render, every other page renders at once; each shows how many pages it has rendered.
const SERVER_ENTRY = `let renders = 0;
export function searchParamsRead() {
  return new Set();
}
export async function renderPage(request, fetchBff, { nonce }) {
  const render = (renders += 1);
  const { pathname } = new URL(request.url);
  if (pathname.startsWith('/held/')) {
    const held = globalThis[Symbol.for('render-admission.test.held')];
    held.started += 1;
    await Promise.race([
      held.open,
      new Promise((_, reject) => request.signal.addEventListener('abort', () => reject(new Error('the client left')), { once: true })),
    ]);
  }
  if (pathname === '/throws') throw new Error('the render failed');
  const html = '<!DOCTYPE html><html><head><title>Rendered</title></head><body><p id="render">' + render + '</p>'
    + '<script nonce="' + nonce + '">window.$_TSR = {}</script></body></html>';
  return new Response(html, { status: 200, headers: { 'content-type': 'text/html' } });
}`;

const CONCURRENCY = 2;
const QUEUE = 1;

let webDist: string;
let upstream: TestUpstream;
const apps: ReturnType<typeof createTestApp>[] = [];

beforeAll(async () => {
  const folder = await mkdtemp(join(tmpdir(), 'renders-'));
  webDist = join(folder, 'web');
  await mkdir(webDist);
  await mkdir(serverBuildOf(webDist));
  await writeFile(join(webDist, 'index.html'), INDEX);
  await writeFile(join(serverBuildOf(webDist), 'entry-server.js'), SERVER_ENTRY);
  upstream = await startTestUpstream(handlers);
});
afterEach(async () => {
  openGate();
  await Promise.all(apps.splice(0).map((app) => app.close()));
});
afterAll(async () => {
  await upstream.close();
  await rm(join(webDist, '..'), { recursive: true, force: true });
});

interface LogLine {
  level: number;
  msg: string;
  reason?: string;
  rendering?: number;
  waiting?: number;
}

/** A BFF with room for CONCURRENCY renders and QUEUE waiting, and the lines it logs. */
function shop(settings: Record<string, string> = {}) {
  const lines: LogLine[] = [];
  const bff = createTestApp(
    upstream.url,
    { WEB_DIST: webDist, RENDER_CONCURRENCY: String(CONCURRENCY), RENDER_QUEUE: String(QUEUE), RENDER_WAIT_MS: '10000', ...settings },
    { write: (line: string) => void lines.push(JSON.parse(line) as LogLine) },
  );
  apps.push(bff);
  const get = (path: string, init?: RequestInit) => bff.app.request(path, init);
  const busyLines = () => lines.filter((line) => line.msg === 'page not rendered: the server is busy');
  return { get, busyLines };
}

/** Waits until `count` renders under /held/ have started since the gate closed. */
const startedHeld = (count: number) => vi.waitFor(() => expect(held.started).toBe(count));

/** A moment for requests already sent to reach the queue (past their middleware). */
const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

async function expectBusy(response: Response) {
  expect(response.status).toBe(503);
  expect(response.headers.get('retry-after')).toBe(String(BUSY_RETRY_AFTER_SECONDS));
  expect(response.headers.get('cache-control')).toBe('no-store');
  const html = await response.text();
  expect(html).toContain("We're very busy right now");
  expect(html).toContain('try again in a moment');
  expect(html).toContain('<a class="home" href="/">');
  // Whole in itself: nothing to fetch from a busy server, no script to run.
  expect(html).not.toMatch(/<script|<link|\bsrc=/);
}

const renderCount = async (response: Response) => /<p id="render">(\d+)<\/p>/.exec(await response.text())?.[1];

describe('page renders', () => {
  it('past the renders in flight and the queue are answered 503 busy, while kept pages, /healthz and the API still answer', async () => {
    const { get, busyLines } = shop();
    const kept = await get('/contact');
    expect(kept.status).toBe(200);
    const keptRender = await renderCount(kept);

    held.started = 0;
    closeGate();
    const inFlight = Array.from({ length: CONCURRENCY + QUEUE }, (_, index) => get(`/held/${index}`));
    await startedHeld(CONCURRENCY);
    await settle();

    await expectBusy(await get('/held/one-too-many'));
    expect(busyLines()).toEqual([expect.objectContaining({ level: 40, reason: 'the queue of renders waiting is full', rendering: CONCURRENCY, waiting: QUEUE })]);

    // None of these renders: the kept page is served again (the same render), the others are no pages.
    const again = await get('/contact');
    expect(again.status).toBe(200);
    expect(await renderCount(again)).toBe(keptRender);
    expect((await get('/healthz')).status).toBe(200);
    expect((await get('/api/bootstrap')).status).toBe(200);

    openGate();
    expect((await Promise.all(inFlight)).map((response) => response.status)).toEqual([200, 200, 200]);
    expect((await get('/held/after')).status).toBe(200);
    expect(busyLines()).toHaveLength(1);
  });

  it('that waited past RENDER_WAIT_MS are answered 503 busy, and leave the queue', async () => {
    const { get, busyLines } = shop({ RENDER_WAIT_MS: '100' });
    held.started = 0;
    closeGate();
    const inFlight = Array.from({ length: CONCURRENCY }, (_, index) => get(`/held/${index}`));
    await startedHeld(CONCURRENCY);

    await expectBusy(await get('/held/waits'));
    expect(busyLines()).toEqual([expect.objectContaining({ reason: 'it waited too long for a render to finish' })]);
    // Its place in the queue is free again: the next one waits rather than being refused at once.
    const next = get('/held/next');
    await settle();
    openGate();
    expect((await next).status).toBe(200);
    expect((await Promise.all(inFlight)).map((response) => response.status)).toEqual([200, 200]);
  });

  it('give their place back when they fail to render', async () => {
    const { get } = shop();
    for (let attempt = 0; attempt < CONCURRENCY + 1; attempt += 1) {
      expect((await Promise.all(Array.from({ length: CONCURRENCY }, () => get('/throws')))).map((response) => response.status)).toEqual([500, 500]);
    }
    held.started = 0;
    closeGate();
    const inFlight = Array.from({ length: CONCURRENCY }, (_, index) => get(`/held/${index}`));
    await startedHeld(CONCURRENCY);
    openGate();
    expect((await Promise.all(inFlight)).map((response) => response.status)).toEqual([200, 200]);
  });

  it('give their place back when their client leaves, whether rendering or waiting', async () => {
    const { get, busyLines } = shop();
    held.started = 0;
    closeGate();
    const clients = Array.from({ length: CONCURRENCY + QUEUE }, () => new AbortController());
    const left = clients.map((client, index) => get(`/held/${index}`, { signal: client.signal }));
    await startedHeld(CONCURRENCY);
    await settle();
    for (const client of clients) client.abort();
    await Promise.all(left);
    // Left while waiting: not the server being busy, so no warning.
    expect(busyLines()).toEqual([]);

    // Every place is free again, the gate still closed: as many render as before, one waits, the next is refused.
    held.started = 0;
    const inFlight = Array.from({ length: CONCURRENCY + QUEUE }, (_, index) => get(`/held/again-${index}`));
    await startedHeld(CONCURRENCY);
    await settle();
    await expectBusy(await get('/held/one-too-many'));
    openGate();
    expect((await Promise.all(inFlight)).map((response) => response.status)).toEqual([200, 200, 200]);
  });

  it('with a place free, render a page whose request ran out of time before it got here: the server is not busy', async () => {
    const admission = createRenderAdmission({ concurrency: 1, queue: 1, waitMs: 1000 });
    const timeUp = AbortSignal.abort(new DOMException('The request ran out of time', 'TimeoutError'));
    await expect(admission.admit(() => Promise.resolve('the page'), timeUp)).resolves.toEqual({ rendered: 'the page' });
  });
});

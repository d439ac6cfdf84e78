import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { freePort } from '../../bff/src/lib/free-port';

// The shop keeps working through an upstream outage: the BFF serves its cached catalogue answers,
// stale ones included, while the upstream is gone. The shared e2e server's in-process mock cannot be
// stopped without breaking the other specs, so this file runs its own mock upstream and BFF.

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const WEB_DIST = `dist/e2e-${process.env.E2E_PORT ?? 4173}`;
// Copies go stale after a second, so the second visit proves stale serving, not just fresh hits.
const CACHE_TTL_SECONDS = 1;

const CATEGORY_PATH = '/digital-litho-printing';
const CATEGORY_TITLE = 'Digital & Litho Printing';
const PRODUCT_PATH = '/standard-business-cards/standard-business-cards-400gsm-silk';
const PRODUCT_NAME = 'Standard Business Cards 400gsm Silk';

interface Started {
  child: ChildProcess;
  output: () => string;
}

/** Starts `npx tsx <entry>` from the repository root in its own process group, keeping what it prints. */
function start(entry: string, env: Record<string, string>): Started {
  const child = spawn('npx', ['tsx', entry], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return { child, output: () => output };
}

/** Resolves with the first match of `pattern` in what the process prints; fails if it exits first. */
function waitForOutput(started: Started, pattern: RegExp, timeoutMs: number): Promise<RegExpMatchArray> {
  return new Promise((resolve, reject) => {
    const check = () => {
      const match = started.output().match(pattern);
      if (match) {
        done();
        resolve(match);
      }
    };
    const onExit = (code: number | null) => {
      done();
      reject(new Error(`process exited (${code}) before printing ${pattern}:\n${started.output()}`));
    };
    const timer = setTimeout(() => {
      done();
      reject(new Error(`no ${pattern} within ${timeoutMs} ms:\n${started.output()}`));
    }, timeoutMs);
    const done = () => {
      clearTimeout(timer);
      started.child.stdout?.off('data', check);
      started.child.stderr?.off('data', check);
      started.child.off('exit', onExit);
    };
    started.child.stdout?.on('data', check);
    started.child.stderr?.on('data', check);
    started.child.once('exit', onExit);
    check();
  });
}

async function waitForHealth(url: string, started: Started, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (started.child.exitCode !== null) throw new Error(`the BFF exited (${started.child.exitCode}):\n${started.output()}`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${url} not healthy within ${timeoutMs} ms:\n${started.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Kills the process group and waits until the process is gone. */
async function stop(started: Started | undefined): Promise<void> {
  const child = started?.child;
  if (!child?.pid || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  try {
    process.kill(-child.pid, 'SIGKILL');
  } catch {
    return; // already gone
  }
  await exited;
}

/**
 * Visits home, a category and a product, asserting each shows its content from the catalogue. This
 * suite's own BFF runs from source beside the shared one, so on a loaded machine a first page can take
 * longer than the usual wait: the question here is whether the content comes, not how fast.
 */
async function browseShop(page: Page, origin: string): Promise<void> {
  const patient = expect.configure({ timeout: 20_000 });
  const loadError = page.getByRole('heading', { name: 'Data load error' });

  await page.goto(`${origin}/`);
  await patient(page.getByRole('region', { name: 'Offers' })).toBeVisible();
  const popular = page.getByRole('region', { name: 'Popular products' }).getByRole('link');
  await patient(popular.first()).toBeVisible();
  await patient(popular.first()).toContainText(/From £\d/);
  await patient(page.getByRole('contentinfo').locator('nav[aria-label="Footer"]')).toBeAttached();
  await patient(loadError).toHaveCount(0);

  await page.goto(`${origin}${CATEGORY_PATH}`);
  await patient(page.getByRole('heading', { level: 1, name: CATEGORY_TITLE })).toBeVisible();
  const categoryProducts = page.getByRole('region', { name: `All ${CATEGORY_TITLE}` }).getByRole('link');
  await patient(categoryProducts.first()).toContainText(/From £\d/);
  await patient(loadError).toHaveCount(0);

  await page.goto(`${origin}${PRODUCT_PATH}`);
  await patient(page.getByRole('heading', { level: 1, name: PRODUCT_NAME })).toBeVisible();
  await patient(page.getByRole('region', { name: 'Your price' }).getByTestId('price-total')).toHaveText(/^£\d/);
  await patient(loadError).toHaveCount(0);
}

test.describe('upstream outage', () => {
  // In order, on one BFF: the first test needs its cache empty, the second fills it.
  test.describe.configure({ mode: 'serial' });
  let mock: Started | undefined;
  let bff: Started | undefined;
  let origin = '';
  let mockPort = 0;

  const startMock = async () => {
    mock = start('mocks/server.ts', { MOCK_PORT: String(mockPort) });
    const [, upstreamUrl = ''] = await waitForOutput(mock, /Mock upstream listening on (\S+)/, 60_000);
    return upstreamUrl;
  };

  test.beforeAll(async () => {
    test.setTimeout(90_000);
    mockPort = await freePort();
    const upstreamUrl = await startMock();

    const port = await freePort();
    bff = start('bff/src/server.ts', {
      PORT: String(port),
      UPSTREAM_URL: upstreamUrl,
      WEB_DIST,
      NODE_ENV: 'test',
      WEB_CONCURRENCY: '1',
      RATE_LIMIT_SCALE: '50',
      DEV_ROUTES: '0',
      UPSTREAM_TIMEOUT_MS: '1000',
      UPSTREAM_RETRIES: '0',
      UPSTREAM_BREAKER_HALF_OPEN_MS: '500',
      REQUEST_DEADLINE_MS: '3000',
      CACHE_TTL_SECONDS: String(CACHE_TTL_SECONDS),
      // Pages are rendered for every visit, so what is proven is the data: stale copies served past their TTL.
      PAGE_CACHE_SECONDS: '0',
    });
    origin = `http://localhost:${port}`;
    await waitForHealth(`${origin}/healthz`, bff, 60_000);
  });

  test.afterAll(async () => {
    await Promise.all([stop(mock), stop(bff)]);
  });

  // First, while this BFF has nothing cached yet.
  test("with nothing cached and the upstream down, the frame shows 'Data load error', and Try again recovers", async ({ page }) => {
    test.slow();
    await stop(mock);
    await page.goto(`${origin}/`);
    await expect(page.getByRole('heading', { name: 'Data load error' })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('search')).toBeVisible();

    await startMock();
    // Past the breaker's half-open delay, so the next read is let through to the upstream.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { name: 'Data load error' })).toHaveCount(0, { timeout: 20_000 });
    await expect(page.getByRole('banner').getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'All Products' })).toBeVisible();
  });

  test('a shopper browses home, a category and a product while the mock upstream is stopped', async ({ page, browser }) => {
    test.slow();

    // The first visit fills the BFF's cache from the running upstream.
    await browseShop(page, origin);

    await stop(mock);
    expect(mock?.child.exitCode !== null || mock?.child.signalCode !== null, 'the mock upstream has stopped').toBe(true);
    expect((await fetch(`${origin}/healthz`)).ok, 'the BFF itself is still up').toBe(true);
    // Every cached copy is now past its TTL: only the stale-while-revalidate path can answer.
    await new Promise((resolve) => setTimeout(resolve, CACHE_TTL_SECONDS * 1000 + 500));

    // A fresh context: no browser cache, so every answer comes from the BFF again.
    const context = await browser.newContext();
    try {
      await browseShop(await context.newPage(), origin);
    } finally {
      await context.close();
    }
  });
});

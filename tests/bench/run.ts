// `npm run bench`: one run, one set of markdown tables (printed, and written to tests/bench/results.md):
// the BFF against a bare node:http baseline, page HTML per second, first-load JavaScript per route and
// Lighthouse mobile scores. It reports numbers and whether targets were met; it fails only on a crash.
// Traffic stays on loopback and every load runs for a bounded time.
//
// BENCH_SECONDS (3) per autocannon run, BENCH_ROUNDS (3) per side, BENCH_CONNECTIONS (50),
// BENCH_LIGHTHOUSE_RUNS (3), BENCH_SKIP_LIGHTHOUSE=1, BENCH_SKIP_BUILD=1 (reuse dist/bench-web).
import { existsSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { buildWeb, frameworkFloor, routeScripts, shellScriptPaths, shellScripts, type Route } from './bundle';
import { runLighthouse } from './lighthouse';
import { apiSection, atLeast, atMost, bundleSection, lighthouseSection, pageSection, type Check } from './report';
import { CSRF_HEADER } from '../../bff/src/schemas/csrf';
import { DEMO_EMAILS, DEMO_PASSWORD } from '../../mocks/data/users';
import { REPO_ROOT, startBff } from './servers';
import { compareWithBare, type LoadSettings, type Target } from './throughput';

const positive = (name: string, fallback: number) => {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number, got ${process.env[name]}`);
  return value;
};
const settings: LoadSettings = {
  seconds: positive('BENCH_SECONDS', 3),
  rounds: positive('BENCH_ROUNDS', 3),
  connections: positive('BENCH_CONNECTIONS', 50),
};
const lighthouseRuns = positive('BENCH_LIGHTHOUSE_RUNS', 3);
const skipLighthouse = process.env.BENCH_SKIP_LIGHTHOUSE === '1';
const skipBuild = process.env.BENCH_SKIP_BUILD === '1';
// The bench's own build folder: never the dist/web another engineer's `npm start` serves.
const WEB_DIST = 'dist/bench-web';
const FLOOR_DIST = 'dist/bench-framework-floor';

const PRODUCT = '/business-cards/standard-business-cards';
const apiTargets: Target[] = [
  { name: 'GET /api/bootstrap (cached)', path: '/api/bootstrap' },
  { name: `GET /api/products${PRODUCT} (cached)`, path: `/api/products${PRODUCT}` },
  { name: 'GET /healthz', path: '/healthz' },
  // What a browser gets: the BFF compresses each answer as it goes, the bare side sends the same gzip bytes.
  { name: 'GET /api/bootstrap, accept-encoding: gzip', path: '/api/bootstrap', headers: { 'accept-encoding': 'gzip' } },
];
// A visitor without the shop's cookies (none at all, or only other scripts') gets the page kept for the
// last such visitor (PAGE_CACHE_SECONDS); a signed-in shopper the page kept for shoppers at the same
// prices (accounts with a discount apart, one page per discount), whatever query string the page does not read;
// search results are never kept (noindex): rendered every time. Pages are asked for as Chromium asks
// (every browser takes gzip), but for one row of a client that takes no compression.
const BROWSER = { 'accept-encoding': 'gzip, deflate, br, zstd' };
const OTHER_COOKIES = { cookie: '_ga=GA1.1.123456789.1764000000; consent=analytics' };
const pageTargets: Target[] = [
  { name: 'home `/`, first visit', path: '/', headers: BROWSER },
  { name: `product \`${PRODUCT}\`, first visit`, path: PRODUCT, headers: BROWSER },
  { name: 'product, first visit, a client that takes no compression', path: PRODUCT },
  { name: 'product, with other sites\' cookies (kept)', path: PRODUCT, headers: { ...BROWSER, ...OTHER_COOKIES } },
  { name: 'home `/`, signed in (kept)', path: '/', headers: BROWSER },
  { name: 'product, signed in (kept)', path: PRODUCT, headers: BROWSER },
  { name: 'product, business account (kept)', path: PRODUCT, headers: BROWSER },
  { name: 'product, an ad click each request (a new `gclid`, kept)', path: PRODUCT, headers: BROWSER, newEachRequest: 'gclid' },
  { name: 'product, a new query string each request (kept: the page reads none)', path: PRODUCT, headers: BROWSER, newEachRequest: 'ref' },
  { name: 'search results `/search/cards` (rendered every time)', path: '/search/cards', headers: BROWSER },
];
const signedInTargets = new Map([
  [pageTargets[4]!, DEMO_EMAILS.verified],
  [pageTargets[5]!, DEMO_EMAILS.verified],
  [pageTargets[6]!, DEMO_EMAILS.business],
]);
const apiChecks = new Map<string, Check>([
  [apiTargets[0]!.name, atLeast(0.8, 'x')],
  [apiTargets[1]!.name, atLeast(0.8, 'x')],
  [apiTargets[2]!.name, atLeast(0.8, 'x')],
]);
const pageChecks = new Map<string, Check>([
  [pageTargets[1]!.name, atLeast(500, '/s')],
  [pageTargets[2]!.name, atLeast(500, '/s')],
  [pageTargets[5]!.name, atLeast(500, '/s')],
]);

// Real slugs from the mock seed (mocks/data/catalogue-seed.ts): a top-level category, a product, a search.
const routes: Route[] = [
  { name: 'home', path: '/' },
  { name: 'category', path: '/digital-litho-printing' },
  { name: 'product', path: PRODUCT },
  { name: 'search', path: '/search/cards' },
];
const noIndexPaths = new Set(['/search/cards']);

const started = Date.now();
const sections: string[] = [];
let crashed = false;

/** Runs one part; a crash is reported in its place so the other parts still get measured. */
async function part(title: string, measure: () => Promise<string>) {
  const partStarted = Date.now();
  console.info(`… ${title}`);
  try {
    sections.push(await measure());
  } catch (error) {
    crashed = true;
    console.error(`${title} failed:`, error);
    sections.push(`## ${title}\n\nFailed: ${(error as Error).message.split('\n')[0]}`);
  }
  console.info(`  ${title}: ${((Date.now() - partStarted) / 1000).toFixed(0)} s`);
}

const load = loadavg()[0]!;
if (skipBuild && existsSync(join(REPO_ROOT, WEB_DIST, 'index.html'))) {
  console.info(`BENCH_SKIP_BUILD=1: reusing ${WEB_DIST}`);
} else {
  console.info(`Building the web app into ${WEB_DIST}…`);
  await buildWeb(WEB_DIST);
}

/** A demo shopper's session cookie, as the browser would send it after logging in. */
async function signIn(origin: string, email: string): Promise<string> {
  const response = await fetch(`${origin}/api/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin, [CSRF_HEADER.name]: CSRF_HEADER.value },
    body: JSON.stringify({ email, password: DEMO_PASSWORD, remember: false }),
  });
  const cookies = response.headers.getSetCookie().map((cookie) => cookie.split(';', 1)[0]);
  if (!response.ok || cookies.length === 0) throw new Error(`signing in for the bench answered ${response.status}`);
  return cookies.join('; ');
}

const bff = await startBff(WEB_DIST);
try {
  await part('BFF against bare', async () => {
    // One session per demo shopper, shared by that shopper's rows.
    const sessions = new Map<string, Promise<string>>();
    const sessionOf = (email: string) => {
      let session = sessions.get(email);
      if (!session) sessions.set(email, (session = signIn(bff.origin, email)));
      return session;
    };
    const targets = await Promise.all(
      pageTargets.map(async (target) => {
        const email = signedInTargets.get(target);
        return email ? { ...target, headers: { ...target.headers, cookie: await sessionOf(email) } } : target;
      }),
    );
    // The build names the shell script by its content hash: only the served page knows it.
    const [shellScript] = await shellScriptPaths(bff.origin);
    const script: Target = { name: `GET ${shellScript} (the shell script), accept-encoding: gzip`, path: shellScript!, headers: { 'accept-encoding': 'gzip' } };
    // The API rows alone first, so the page renders' garbage is not what they measure; then again amid the pages.
    const alone = await compareWithBare(bff, [...apiTargets, script], settings);
    const withPages = await compareWithBare(bff, [...apiTargets, ...targets], settings);
    const isPage = (target: Target) => pageTargets.some((page) => page.name === target.name);
    return [
      apiSection(
        alone,
        withPages.filter((row) => !isPage(row.target)),
        apiChecks,
        settings,
      ),
      pageSection(
        withPages.filter((row) => isPage(row.target)),
        pageChecks,
      ),
    ].join('\n\n');
  });
  await part('First-load JavaScript', async () => {
    const shell = await shellScripts(bff.origin);
    const floor = await frameworkFloor(join(REPO_ROOT, FLOOR_DIST));
    return bundleSection(shell, floor, await routeScripts(bff.origin, routes, shell), atMost(130, ' kB'), atMost(50, ' kB'));
  });
  if (skipLighthouse) {
    sections.push('## Lighthouse, mobile\n\nSkipped (BENCH_SKIP_LIGHTHOUSE=1).');
  } else {
    await part('Lighthouse', async () =>
      lighthouseSection(
        await runLighthouse(bff.origin, routes, lighthouseRuns),
        lighthouseRuns,
        {
          performance: atLeast(97),
          accessibility: atLeast(100),
          bestPractices: atLeast(100),
          seo: atLeast(100),
          cls: atMost(0.01),
          tbt: atMost(150, ' ms'),
        },
        noIndexPaths,
      ),
    );
  }
} finally {
  await bff.stop();
}

const cpu = cpus();
const header = [
  '# `npm run bench` results',
  '',
  `Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC with Node ${process.version} on a shared ` +
    `${cpu.length}-core machine (${cpu[0]?.model.trim() ?? 'unknown CPU'}), 1-minute load average ${load.toFixed(1)} at the start ` +
    `and ${loadavg()[0]!.toFixed(1)} at the end; the whole run took ${((Date.now() - started) / 1000).toFixed(0)} s. ` +
    'Regenerate with `npm run bench`.',
  '',
  'Noisy by nature: other engineers\' builds and tests may run on the same two cores while this measures, and ' +
    'autocannon, Chromium and the server share them too. Compare the ratios measured side by side in one run, ' +
    'not absolute numbers across runs. The BFF is one process (WEB_CONCURRENCY=1, NODE_ENV=production) with the mock ' +
    `upstream in-process, serving the production build in ${WEB_DIST}. ✓ met, ✗ missed.`,
].join('\n');
const markdown = `${[header, ...sections].join('\n\n')}\n`;
console.info(`\n${markdown}`);
await writeFile(new URL('./results.md', import.meta.url), markdown);
if (crashed) process.exitCode = 1;

// First-load JavaScript, measured from what the BFF serves and what a browser actually requests:
// the build's manifest can say what a route imports, but only a real load shows what it fetches.
import { spawn } from 'node:child_process';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { REPO_ROOT } from './servers';

/** Chromium flags for a quiet, reproducible load: nothing but the page itself on the network. */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
export const CHROMIUM_PATH = '/usr/bin/chromium';

/** `npm run build` into the bench's own folder, so it never overwrites the build another engineer is serving. */
export function buildWeb(webDist: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', 'build', '--silent', '--', '--logLevel', 'error'], {
      cwd: REPO_ROOT,
      env: { ...process.env, WEB_DIST: webDist },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`npm run build exited ${code}`))));
  });
}

// zlib's default level (6), as a server compressing on the fly would send it.
const gzipBytes = (body: Buffer) => gzipSync(body).length;

export interface ShellScripts {
  /** Paths of the entry script and every module it preloads, as the served page's starter names them. */
  paths: string[];
  gzipBytes: number;
}

/** The scripts every page starts (entry + its preloads): what every page fetches before any route code. */
export async function shellScripts(origin: string): Promise<ShellScripts> {
  const html = await (await fetch(`${origin}/`)).text();
  const starter = /<script\b[^>]*\bdata-entry="([^"]+)"[^>]*\bdata-preloads="([^"]*)"/.exec(html);
  if (!starter) throw new Error('the served home page has no script starter (data-entry, data-preloads)');
  const paths = [...new Set([starter[1]!, ...starter[2]!.split(' ').filter(Boolean)])];
  let total = 0;
  for (const path of paths) {
    // fetch decompresses, so this is the file itself whatever the BFF's compression does.
    const response = await fetch(origin + path);
    if (!response.ok) throw new Error(`${path} answered ${response.status}`);
    total += gzipBytes(Buffer.from(await response.arrayBuffer()));
  }
  return { paths, gzipBytes: total };
}

export interface RouteScripts {
  name: string;
  path: string;
  /** Every script requested up to network idle: path -> gzip bytes. */
  scripts: Map<string, number>;
  totalGzipBytes: number;
  /** Scripts beyond the shell's: what this route costs on top of what every page loads. */
  ownGzipBytes: number;
  ownFiles: string[];
}

export interface Route {
  name: string;
  path: string;
}

/** Loads each route in a fresh headless Chromium context (empty cache) and adds up the JS it fetched. */
export async function routeScripts(origin: string, routes: Route[], shell: ShellScripts): Promise<RouteScripts[]> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  const shellPaths = new Set(shell.paths);
  try {
    const results: RouteScripts[] = [];
    for (const route of routes) {
      const context = await browser.newContext();
      const page = await context.newPage();
      const scripts = new Map<string, number>();
      const pending: Array<Promise<void>> = [];
      page.on('response', (response) => {
        if (response.request().resourceType() !== 'script') return;
        const url = new URL(response.url());
        if (url.origin !== origin) return;
        pending.push(
          response.body().then(
            (body) => void scripts.set(url.pathname, gzipBytes(body)),
            () => undefined,
          ),
        );
      });
      const answer = await page.goto(origin + route.path, { waitUntil: 'networkidle' });
      if (!answer?.ok()) throw new Error(`${route.path} answered ${answer?.status()}`);
      await Promise.all(pending);
      await context.close();
      const own = [...scripts].filter(([path]) => !shellPaths.has(path));
      results.push({
        ...route,
        scripts,
        totalGzipBytes: [...scripts.values()].reduce((sum, bytes) => sum + bytes, 0),
        ownGzipBytes: own.reduce((sum, [, bytes]) => sum + bytes, 0),
        ownFiles: own.map(([path]) => path.replace(/^\/assets\//, '')),
      });
    }
    return results;
  } finally {
    await browser.close();
  }
}

// First-load JavaScript, measured from what the BFF serves and what a browser actually requests:
// the build's manifest can say what a route imports, but only a real load shows what it fetches.
import { readdir, stat } from 'node:fs/promises';
import { get } from 'node:http';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { precompressedCopies } from '../../web/precompressed-copies';
import { runToEnd } from './servers';

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
export const buildWeb = (webDist: string): Promise<void> =>
  runToEnd('npm', ['run', 'build', '--silent', '--', '--logLevel', 'error'], { ...process.env, WEB_DIST: webDist });

/** Bytes on the wire, as served to a client that accepts only `encoding` (fetch would decode them). */
function servedBytes(url: string, encoding: 'gzip' | 'br'): Promise<number> {
  return new Promise((resolve, reject) => {
    get(url, { headers: { 'accept-encoding': encoding } }, (response) => {
      if (response.statusCode !== 200) {
        response.resume();
        reject(new Error(`${url} answered ${response.statusCode}`));
        return;
      }
      let bytes = 0;
      response.on('data', (chunk: Buffer) => (bytes += chunk.length));
      response.once('end', () => resolve(bytes));
      response.once('error', reject);
    }).once('error', reject);
  });
}

/** Served size of each script path, gzip (the budgets' measure) and Brotli (what browsers take). */
export interface ScriptBytes {
  gzip: number;
  br: number;
}

async function scriptBytes(origin: string, paths: Iterable<string>): Promise<Map<string, ScriptBytes>> {
  const sizes = new Map<string, ScriptBytes>();
  for (const path of paths) sizes.set(path, { gzip: await servedBytes(origin + path, 'gzip'), br: await servedBytes(origin + path, 'br') });
  return sizes;
}

const sumOf = (sizes: Iterable<ScriptBytes>): ScriptBytes =>
  [...sizes].reduce((sum, size) => ({ gzip: sum.gzip + size.gzip, br: sum.br + size.br }), { gzip: 0, br: 0 });

/**
 * Builds `framework-floor/` (React, Router and Query hydrating a one-route document, none of the shop)
 * the way the shop's client is built and compressed, and returns its scripts' sizes as the BFF would
 * serve them: the floor no first load can go under while it keeps these frameworks.
 */
export async function frameworkFloor(outDir: string): Promise<ScriptBytes> {
  const root = fileURLToPath(new URL('./framework-floor', import.meta.url));
  await build({
    configFile: false,
    root,
    mode: 'production',
    logLevel: 'error',
    plugins: [react(), precompressedCopies()],
    build: { outDir, emptyOutDir: true, modulePreload: { polyfill: false }, rolldownOptions: { input: join(root, 'entry.tsx') } },
  });
  const assets = join(outDir, 'assets');
  const scripts = (await readdir(assets)).filter((name) => name.endsWith('.js'));
  const sizeOf = async (file: string) => (await stat(join(assets, file))).size;
  return sumOf(await Promise.all(scripts.map(async (name) => ({ gzip: await sizeOf(`${name}.gz`), br: await sizeOf(`${name}.br`) }))));
}

export interface ShellScripts {
  /** Paths of the entry script and every module it preloads, as the served page's starter names them. */
  paths: string[];
  bytes: ScriptBytes;
}

/** Paths of the scripts every page starts, entry first, as the served home page's starter names them. */
export async function shellScriptPaths(origin: string): Promise<string[]> {
  const html = await (await fetch(`${origin}/`)).text();
  const starter = /<script\b[^>]*\bdata-entry="([^"]+)"[^>]*\bdata-preloads="([^"]*)"/.exec(html);
  if (!starter) throw new Error('the served home page has no script starter (data-entry, data-preloads)');
  return [...new Set([starter[1]!, ...starter[2]!.split(' ').filter(Boolean)])];
}

/** The scripts every page starts (entry + its preloads): what every page fetches before any route code. */
export async function shellScripts(origin: string): Promise<ShellScripts> {
  const paths = await shellScriptPaths(origin);
  return { paths, bytes: sumOf((await scriptBytes(origin, paths)).values()) };
}

export interface RouteScripts {
  name: string;
  path: string;
  /** Every script requested up to network idle, with its served size. */
  scripts: Map<string, ScriptBytes>;
  total: ScriptBytes;
  /** Scripts beyond the shell's: what this route costs on top of what every page loads. */
  own: ScriptBytes;
  ownFiles: string[];
}

export interface Route {
  name: string;
  path: string;
}

/** Loads each route in a fresh headless Chromium context (empty cache) and adds up the served size of the JS it fetched. */
export async function routeScripts(origin: string, routes: Route[], shell: ShellScripts): Promise<RouteScripts[]> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  const shellPaths = new Set(shell.paths);
  try {
    const results: RouteScripts[] = [];
    for (const route of routes) {
      const context = await browser.newContext();
      const page = await context.newPage();
      const requested = new Set<string>();
      page.on('response', (response) => {
        const url = new URL(response.url());
        if (response.request().resourceType() === 'script' && url.origin === origin) requested.add(url.pathname);
      });
      const answer = await page.goto(origin + route.path, { waitUntil: 'networkidle' });
      if (!answer?.ok()) throw new Error(`${route.path} answered ${answer?.status()}`);
      await context.close();
      const scripts = await scriptBytes(origin, requested);
      const own = [...scripts].filter(([path]) => !shellPaths.has(path));
      results.push({
        ...route,
        scripts,
        total: sumOf(scripts.values()),
        own: sumOf(own.map(([, bytes]) => bytes)),
        ownFiles: own.map(([path]) => path.replace(/^\/assets\//, '')),
      });
    }
    return results;
  } finally {
    await browser.close();
  }
}

import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serverBuildOf } from '../env';

// For tests: a WEB_DIST whose server entry is the web app's own source, compiled by vitest when the BFF
// imports it, so a test sees the pages, heads and statuses the built app serves, with no build.

const ENTRY_SOURCE = fileURLToPath(new URL('../../../web/src/entry-server.tsx', import.meta.url));
const INDEX = '<!doctype html><html><head><script type="module" crossorigin src="/assets/index-Test.js"></script></head><body></body></html>';

export async function createSourceWebDist(): Promise<{ webDist: string; remove: () => Promise<void> }> {
  const folder = await mkdtemp(join(tmpdir(), 'web-source-'));
  const webDist = join(folder, 'web');
  await mkdir(webDist);
  await mkdir(serverBuildOf(webDist));
  await writeFile(join(webDist, 'index.html'), INDEX);
  await writeFile(join(serverBuildOf(webDist), 'entry-server.js'), `export { renderPage, searchParamsRead } from ${JSON.stringify(ENTRY_SOURCE)};\n`);
  return { webDist, remove: () => rm(folder, { recursive: true, force: true }) };
}

// Compiles the BFF (and, behind its dynamic import, the mock upstream) into dist/server: plain
// JavaScript that `node` runs with no TypeScript loader. npm packages stay outside the bundle.
import { build } from 'esbuild';

export const SERVER_ENTRY = 'bff/src/server.ts';
export const SERVER_OUT_DIR = 'dist/server';

export async function buildServer() {
  await build({
    entryPoints: [SERVER_ENTRY],
    outdir: SERVER_OUT_DIR,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    packages: 'external',
    sourcemap: true,
    logLevel: 'warning',
  });
}

if (import.meta.url === `file://${process.argv[1]}`) await buildServer();

// Compiles the BFF (and, behind its dynamic import, the mock upstream) into dist/server: plain
// JavaScript that `node` runs with no TypeScript loader. npm packages stay outside the bundle.
import { build } from 'esbuild';

export const SERVER_ENTRY = 'bff/src/server.ts';
export const SERVER_OUT_DIR = 'dist/server';

export async function buildServer(outdir = SERVER_OUT_DIR) {
  await build({
    entryPoints: [SERVER_ENTRY],
    outdir,
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

// `node bff/scripts/build-server.mjs [folder]`: the bench builds into a folder of its own.
if (import.meta.url === `file://${process.argv[1]}`) await buildServer(process.argv[2]);

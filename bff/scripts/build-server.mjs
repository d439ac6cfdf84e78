// Compiles the BFF (and, behind its dynamic import, the mock upstream) into dist/server: plain
// JavaScript that `node` runs with no TypeScript loader, server.js and env.js sharing their code.
// npm packages stay outside the bundle.
import { build } from 'esbuild';

export const SERVER_ENTRY = 'bff/src/server.ts';
export const SERVER_OUT_DIR = 'dist/server';
/** Built beside the server as env.js: `npm start` checks the settings with it before any long build. */
const ENV_ENTRY = 'bff/src/env.ts';

export async function buildServer(outdir = SERVER_OUT_DIR) {
  await build({
    entryPoints: [SERVER_ENTRY, ENV_ENTRY],
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

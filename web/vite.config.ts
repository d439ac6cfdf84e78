import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import optimizeLocales from '@react-aria/optimize-locales-plugin';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { devServerRendering } from './dev-server-rendering';
import { pathAliases } from './path-aliases';
import { precompressedCopies } from './precompressed-copies';
import { routeConfig } from './route-config';
import { routeStylesheets } from './route-stylesheets';

// WEB_DIST is relative to the repository root, as the BFF reads it.
const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const bffPort = process.env.PORT ?? '3000';
const bffOrigin = `http://localhost:${bffPort}`;
// The BFF must see the browser's Host (localhost:5173): its CSRF check compares Origin with it.
const bff = { target: bffOrigin, changeOrigin: false };

const webDist = process.env.WEB_DIST ?? 'dist/web';

export default defineConfig(({ isSsrBuild }) => ({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [
    tanstackRouter(routeConfig),
    react(),
    devServerRendering(bffOrigin),
    // The shop's pages are English (lang en-GB): react-aria's own labels (a combobox's 'Show
    // suggestions', a dialog's 'Dismiss') stay English whatever the browser's language, so its
    // strings for 33 other languages need not travel (react-aria has English as en-US only).
    optimizeLocales.vite({ locales: ['en-US'] }),
    !isSsrBuild && routeStylesheets(),
    !isSsrBuild && precompressedCopies(),
  ],
  resolve: { alias: pathAliases },
  build: {
    // The e2e run builds into its own folder so parallel runs never share output. The server entry
    // goes beside it (the BFF's serverBuildOf), out of the folder the BFF serves files from.
    outDir: resolve(repoRoot, isSsrBuild ? `${webDist}-ssr` : webDist),
    emptyOutDir: true,
    sourcemap: true,
    // Styles split like the scripts: a page parses the shell's stylesheet and its routes' (11-16% of
    // the shop's styles were used by any one page of a single stylesheet). The server links a page's
    // route stylesheets in its head (routeStylesheets); a route reached in the browser gets its
    // stylesheets before its script runs.
    cssCodeSplit: true,
    // Everything the entry imports statically goes in one file with it. Split by what the lazy routes
    // share, it was 43 files: a request and a modulepreload link each (the links alone took a 130 ms
    // task on a 4x-slowed CPU), and 16 kB more gzip than one file, which compresses as a whole.
    // The polyfill adds modulepreload to browsers without it (before Safari 17): the served pages
    // preload no modules, and what a lazy chunk needs still loads when it runs, only later there.
    modulePreload: { polyfill: false },
    rolldownOptions: isSsrBuild ? {} : { output: { codeSplitting: { groups: [{ name: 'shell', tags: ['$initial'] }] } } },
  },
  server: {
    port: 5173,
    proxy: { '/api': bff, '/media': bff, '/healthz': bff },
  },
}));

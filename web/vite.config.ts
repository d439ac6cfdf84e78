import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { pathAliases } from './path-aliases';
import { routeConfig } from './route-config';

// WEB_DIST is relative to the repository root, as the BFF reads it.
const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const bffPort = process.env.PORT ?? '3000';
// The BFF must see the browser's Host (localhost:5173): its CSRF check compares Origin with it.
const bff = { target: `http://localhost:${bffPort}`, changeOrigin: false };

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [tanstackRouter(routeConfig), react()],
  resolve: { alias: pathAliases },
  build: {
    // The e2e run builds into its own folder so parallel runs never share output.
    outDir: resolve(repoRoot, process.env.WEB_DIST ?? 'dist/web'),
    emptyOutDir: true,
    sourcemap: true,
  },
  server: {
    port: 5173,
    proxy: { '/api': bff, '/media': bff, '/healthz': bff },
  },
});

import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { pathAliases } from '../web/path-aliases';
import { routeConfig } from '../web/route-config';

const root = fileURLToPath(new URL('..', import.meta.url));

export default defineConfig({
  root,
  test: {
    // Many tests wait on sockets, servers and timers rather than the CPU, so three workers (threads,
    // which start faster than forks) keep a two-core machine busy: the default of one worker took
    // about 320 s here, this about 170 s.
    maxWorkers: 3,
    projects: [
      {
        resolve: { alias: pathAliases },
        // Routes split as the build splits them, so the server renders pages from the source as it does from the build.
        plugins: [tanstackRouter(routeConfig)],
        test: {
          name: 'server',
          root,
          pool: 'threads',
          environment: 'node',
          include: ['bff/**/*.test.ts', 'mocks/**/*.test.ts', 'tests/unit/**/*.test.ts'],
          server: { deps: { inline: ['altcha'] } },
        },
      },
      {
        resolve: { alias: pathAliases },
        plugins: [react()],
        test: {
          name: 'web',
          root,
          pool: 'threads',
          environment: 'jsdom',
          include: ['web/**/*.test.{ts,tsx}'],
          // Four times Testing Library's wait (asyncUtilTimeout, tests/setup-web.ts): a findBy/waitFor
          // that never succeeds fails with what it looked for and the page it saw, not with a bare
          // 'Test timed out', even after a loaded machine spent seconds rendering and typing first.
          testTimeout: 20_000,
          setupFiles: ['tests/setup-web.ts'],
        },
      },
    ],
  },
});

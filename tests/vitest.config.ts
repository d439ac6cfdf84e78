import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { pathAliases } from '../web/path-aliases';

const root = fileURLToPath(new URL('..', import.meta.url));

export default defineConfig({
  root,
  test: {
    projects: [
      {
        resolve: { alias: pathAliases },
        test: {
          name: 'server',
          root,
          environment: 'node',
          include: ['bff/**/*.test.ts', 'mocks/**/*.test.ts', 'tests/unit/**/*.test.ts'],
        },
      },
      {
        resolve: { alias: pathAliases },
        plugins: [react()],
        test: {
          name: 'web',
          root,
          environment: 'jsdom',
          include: ['web/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/setup-web.ts'],
        },
      },
    ],
  },
});

import { fileURLToPath } from 'node:url';

// The import aliases of tsconfig.json, for Vite and Vitest (which do not read tsconfig paths by default).
const fromRepo = (path: string) => fileURLToPath(new URL(`../${path}`, import.meta.url));

export const pathAliases = {
  '@web': fromRepo('web/src'),
  '@bff': fromRepo('bff/src'),
  '@mocks': fromRepo('mocks'),
};

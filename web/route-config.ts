import { fileURLToPath } from 'node:url';

// One definition of where routes live, shared by the Vite plugin and the
// typecheck-time generator so both write the same route tree.
const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export const routeConfig = {
  target: 'react' as const,
  routesDirectory: here('./src/routes'),
  generatedRouteTree: here('./src/routeTree.gen.ts'),
  quoteStyle: 'single' as const,
  semicolons: true,
  autoCodeSplitting: true,
  // Skeletons are split too: imported beside their page component, they would pull the whole page
  // (and everything it imports) into the entry chunk every visitor downloads.
  codeSplittingOptions: {
    defaultBehavior: [['component'], ['pendingComponent'], ['errorComponent'], ['notFoundComponent']],
  },
};

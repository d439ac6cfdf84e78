/**
 * The full paths of a generated route tree (its `fullPaths` union), trailing slashes dropped and
 * sorted, as the source of bff/src/generated/web-paths.ts.
 */
export function routePathsOf(routeTree: string): string[] {
  const union = /fullPaths:\s*((?:\|?\s*'[^']*'\s*)+);/.exec(routeTree)?.[1];
  if (!union) throw new Error('The route tree has no fullPaths union: has the router generator changed its output?');
  const paths = [...union.matchAll(/'([^']*)'/g)].map(([, path = '']) => (path.length > 1 ? path.replace(/\/$/, '') : path));
  return [...new Set(paths)].sort();
}

export function webPathsSource(routeTree: string): string {
  const lines = routePathsOf(routeTree).map((path) => `  '${path}',`);
  return `// Generated from web/src/routeTree.gen.ts by web/scripts/generate-route-tree.ts (npm run gen:routes). Do not edit.

/** Every page of the web app as a route pattern ('$name' is one path segment). */
export const webRoutePaths = [
${lines.join('\n')}
] as const;
`;
}

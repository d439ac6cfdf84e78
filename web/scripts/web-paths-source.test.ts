import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { routePathsOf, webPathsSource } from './web-paths-source';

describe("the BFF's table of web pages", () => {
  // Paths from the repository root, where the tests run.
  it('is generated from the current route tree, so a new page is known to the BFF without editing it', () => {
    const routeTree = readFileSync('web/src/routeTree.gen.ts', 'utf8');
    const generated = readFileSync('bff/src/generated/web-paths.ts', 'utf8');
    expect(generated).toBe(webPathsSource(routeTree));
    expect(generated).toContain("'/order-process/shopping-cart',");
  });

  it('reads a fullPaths union, dropping trailing slashes and repeats', () => {
    const tree = "interface FileRouteTypes {\n  fullPaths:\n    | '/'\n    | '/b/$id'\n    | '/a/'\n    | '/a';\n  fileRoutesByTo: X;\n}";
    expect(routePathsOf(tree)).toEqual(['/', '/a', '/b/$id']);
    expect(() => routePathsOf('nothing here')).toThrow(/fullPaths/);
  });
});

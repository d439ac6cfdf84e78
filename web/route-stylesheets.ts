import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import type { Plugin } from 'vite';
import { ROUTE_STYLESHEETS_FILE } from '../bff/src/shared/server-rendering';
import { routeConfig } from './route-config';

/** Each route's id and its file under the routes folder (without extension), as the generated route tree names them. */
export function routeFilesOf(routeTree: string): Map<string, string> {
  const files = new Map<string, string>();
  for (const [, name = '', file = ''] of routeTree.matchAll(/import \{ Route as (\w+) \} from '\.\/routes\/([^']+)';/g)) files.set(name, file);
  // `const X = XImport.update(…)`, and for a layout `const XWithChildren = X._addFileChildren(…)`.
  for (const [, route = '', from = ''] of routeTree.matchAll(/const (\w+) =\s*(\w+)\.(?:update|_addFileChildren)\(/g)) files.set(route, files.get(from) ?? '');
  const byId = /export interface FileRoutesById \{([^}]*)\}/.exec(routeTree)?.[1];
  if (!byId) throw new Error('The route tree has no FileRoutesById: has the router generator changed its output?');
  const routes = new Map<string, string>();
  for (const [, id = '', route = ''] of byId.matchAll(/'?([^'\s:]+)'?: typeof (\w+);/g)) {
    const file = files.get(route);
    if (!file) throw new Error(`The route tree's ${id} is ${route}, which it never imports: has the router generator changed its output?`);
    routes.set(id, file);
  }
  return routes;
}

/** What the plugin reads of a built chunk (Rollup's and Rolldown's output, with Vite's metadata). */
export interface BuiltChunk {
  type: 'chunk';
  isEntry: boolean;
  facadeModuleId: string | null;
  imports: string[];
  viteMetadata?: { importedCss: Set<string> };
}

// A route's split-off parts (component, pending component, ...) as the router plugin names their modules.
const SPLIT_ROUTE_PART = /^(.*)\.tsx?\?tsr-split=/;

/**
 * For every route id, the stylesheets of its split-off parts and of everything they import, imports
 * first (the order a single stylesheet had them in), without the entry's (the shell's, in index.html).
 * Routes that need none are left out. Hrefs are the served paths.
 */
export function stylesheetsByRoute(bundle: Record<string, { type: string }>, routeFiles: Map<string, string>, routesDirectory: string): Record<string, string[]> {
  const chunks = new Map(Object.entries(bundle).filter((entry): entry is [string, BuiltChunk] => entry[1].type === 'chunk'));
  const shell = new Set([...chunks.values()].filter((chunk) => chunk.isEntry).flatMap((chunk) => [...(chunk.viteMetadata?.importedCss ?? [])]));
  const collect = (chunk: BuiltChunk, into: string[], seen: Set<BuiltChunk>) => {
    if (seen.has(chunk)) return;
    seen.add(chunk);
    for (const imported of chunk.imports) {
      const dependency = chunks.get(imported);
      if (dependency) collect(dependency, into, seen);
    }
    for (const css of chunk.viteMetadata?.importedCss ?? []) if (!shell.has(css) && !into.includes(`/${css}`)) into.push(`/${css}`);
  };
  const byRouteFile = new Map<string, string[]>();
  for (const chunk of chunks.values()) {
    const part = SPLIT_ROUTE_PART.exec(chunk.facadeModuleId ?? '')?.[1];
    if (!part) continue;
    const file = relative(routesDirectory, part).split('\\').join('/');
    const stylesheets = byRouteFile.get(file) ?? [];
    collect(chunk, stylesheets, new Set());
    byRouteFile.set(file, stylesheets);
  }
  const byRoute: Record<string, string[]> = {};
  for (const [id, file] of routeFiles) {
    const stylesheets = byRouteFile.get(file);
    if (stylesheets?.length) byRoute[id] = stylesheets;
  }
  return byRoute;
}

/**
 * With the stylesheet split like the scripts, a page needs the shell's stylesheet (in index.html) and
 * those of the routes it renders: the server links them in the page's head (ROUTE_STYLESHEETS_FILE,
 * which this writes), so the page is styled at its first paint; a route reached in the browser gets
 * its stylesheets from Vite's loader before its script runs.
 */
export function routeStylesheets(): Plugin {
  return {
    name: 'route-stylesheets',
    apply: 'build',
    generateBundle(_options, bundle) {
      const routeFiles = routeFilesOf(readFileSync(routeConfig.generatedRouteTree, 'utf8'));
      const byRoute = stylesheetsByRoute(bundle, routeFiles, routeConfig.routesDirectory);
      this.emitFile({ type: 'asset', fileName: ROUTE_STYLESHEETS_FILE, source: `${JSON.stringify(byRoute, null, 2)}\n` });
    },
  };
}

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { routeFilesOf, stylesheetsByRoute, type BuiltChunk } from './route-stylesheets';

const ROUTES = '/repo/web/src/routes';

const chunk = (facadeModuleId: string | null, css: string[], imports: string[] = [], isEntry = false): BuiltChunk => ({
  type: 'chunk',
  isEntry,
  facadeModuleId,
  imports,
  viteMetadata: { importedCss: new Set(css) },
});

describe("each route's stylesheets", () => {
  // Paths from the repository root, where the tests run.
  it('are found for every route id of the generated route tree, nested and layout routes by their full id', () => {
    const routes = routeFilesOf(readFileSync('web/src/routeTree.gen.ts', 'utf8'));
    expect(routes.get('__root__')).toBe('__root');
    expect(routes.get('/')).toBe('index');
    expect(routes.get('/$first/$second')).toBe('$first.$second');
    expect(routes.get('/account')).toBe('account/route');
    expect(routes.get('/account/orders')).toBe('account/orders');
    expect(routes.get('/order-process/shopping-cart')).toBe('order-process/shopping-cart');
    expect(() => routeFilesOf('nothing here')).toThrow(/FileRoutesById/);
  });

  it("are its split parts' and their imports', imports first, without the shell's or repeats", () => {
    const bundle = {
      'assets/index.js': chunk('/repo/web/index.html', ['assets/shell.css'], [], true),
      'assets/card.js': chunk('/repo/web/src/components/card.tsx', ['assets/card.css', 'assets/shell.css']),
      'assets/page.js': chunk(`${ROUTES}/products/$slug.tsx?tsr-split=component`, ['assets/page.css'], ['assets/card.js', 'assets/index.js']),
      'assets/skeleton.js': chunk(`${ROUTES}/products/$slug.tsx?tsr-split=pendingComponent`, ['assets/skeleton.css'], ['assets/card.js']),
      'assets/home.js': chunk(`${ROUTES}/index.tsx?tsr-split=component`, [], ['assets/index.js']),
      'style.css': { type: 'asset' },
    };
    const routeFiles = new Map([
      ['/', 'index'],
      ['/products/$slug', 'products/$slug'],
    ]);
    expect(stylesheetsByRoute(bundle, routeFiles, ROUTES)).toEqual({
      '/products/$slug': ['/assets/card.css', '/assets/page.css', '/assets/skeleton.css'],
    });
  });
});

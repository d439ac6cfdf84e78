import { readFile } from 'node:fs/promises';
import type { IncomingMessage } from 'node:http';
import type { Plugin } from 'vite';
import type { ServerEntry } from '../bff/src/shared/server-rendering';

const HEAD_CONTENT = /<head>([\s\S]*)<\/head>/;

/** A page visit, as opposed to a module, an asset or an API call (those Vite and its proxy answer). */
const isPageVisit = (req: IncomingMessage) =>
  req.method === 'GET' && (req.headers.accept ?? '').includes('text/html') && !req.url?.startsWith('/api/');

/**
 * `npm run dev`: Vite renders pages on the server as the BFF does in production (web/src/entry-server.tsx,
 * reloaded on change), and the page's reads go to the BFF running beside it with the visitor's cookie.
 * The head gets Vite's client and React's refresh preamble instead of the built assets.
 */
export function devServerRendering(bffOrigin: string): Plugin {
  return {
    name: 'print-shop:dev-server-rendering',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        if (!isPageVisit(req)) return next();
        void (async () => {
          const url = req.originalUrl ?? req.url ?? '/';
          const template = await server.transformIndexHtml(url, await readFile(new URL('index.html', import.meta.url), 'utf8'));
          const { renderPage } = (await server.ssrLoadModule('/src/entry-server.tsx')) as ServerEntry;
          const cookie = req.headers.cookie ?? '';
          const fetchBff: typeof fetch = (input, init) => {
            const { pathname, search } = new URL(new Request(input, init).url);
            return fetch(`${bffOrigin}${pathname}${search}`, { headers: { cookie }, signal: init?.signal ?? null });
          };
          const origin = `http://${req.headers.host ?? 'localhost'}`;
          const rendered = await renderPage(new Request(new URL(url, origin)), fetchBff, { origin });
          const html = (await rendered.text()).replace('</head>', () => `${HEAD_CONTENT.exec(template)?.[1] ?? ''}</head>`);
          res.statusCode = rendered.status;
          rendered.headers.forEach((value, name) => res.setHeader(name, value));
          res.end(html);
        })().catch((error: unknown) => {
          if (error instanceof Error) server.ssrFixStacktrace(error);
          next(error);
        });
      });
    },
  };
}

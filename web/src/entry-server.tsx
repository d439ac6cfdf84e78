import { AsyncLocalStorage } from 'node:async_hooks';
import type { AnyRouter } from '@tanstack/react-router';
import { RouterServer, createRequestHandler, renderRouterToString } from '@tanstack/react-router/ssr/server';
import { I18nProvider } from 'react-aria-components';
import { RENDERED_ROUTES_HEADER, type RenderPageOptions } from '@bff/shared/server-rendering';
import { SHOP_LOCALE } from '@bff/shared/shop';
import { createAppRouter } from './router';
import { createBffClient, findRequestClientWith, type BffClient } from './lib/bff-client';
import { neededReadFailed } from './lib/server-reads';
import { findRequestOriginWith } from './lib/site-origin';

const requestBeingRendered = new AsyncLocalStorage<{ client: BffClient; origin: string }>();
findRequestClientWith(() => requestBeingRendered.getStore()?.client);
findRequestOriginWith(() => requestBeingRendered.getStore()?.origin);

/**
 * Renders the page `request` asks for as a whole HTML document, its query cache inside. Every read the
 * page's loaders make goes through `fetchBff`, which the BFF binds to itself in-process with the
 * shopper's cookie. Answers the router's status (404 for a page that is not there, 500 for one whose
 * loader failed), 503 for a page rendered around a read it needed that failed, and redirects.
 * Its inline scripts carry `nonce`, the one the answer's Content-Security-Policy allows; its canonical
 * and Open Graph links name `origin`, the shop's public one. With `sessionInBrowser`, the page holds
 * nothing of the shopper's session: the header's account corner is left for the browser to fill in.
 * The answer names the routes the page is made of (RENDERED_ROUTES_HEADER), whose stylesheets the BFF links.
 */
export function renderPage(
  request: Request,
  fetchBff: typeof fetch,
  { nonce, origin, sessionInBrowser }: RenderPageOptions,
): Promise<Response> {
  const client = createBffClient(new URL(request.url).origin, fetchBff);
  let routerOfPage: AnyRouter | undefined;
  const createRouter = () => (routerOfPage = createAppRouter({ nonce, sessionInBrowser }));
  return requestBeingRendered.run({ client, origin }, async () => {
    const rendered = await createRequestHandler({ request, createRouter })(async ({ router, responseHeaders }) => {
      responseHeaders.set(RENDERED_ROUTES_HEADER, router.state.matches.map((match) => match.routeId).join(' '));
      await loadBrowserPagesSkeletons(router);
      // Asked before rendering, which empties the query cache once done. Rendered around data it needed
      // and did not get, the page has failed as one whose loader threw has.
      const failed = neededReadFailed(router.options.context.queryClient);
      // The browser reads the same locale from the page's starter script, before react-aria loads.
      const page = (
        <I18nProvider locale={SHOP_LOCALE}>
          <RouterServer router={router} />
        </I18nProvider>
      );
      const rendered = await renderRouterToString({ router, responseHeaders, children: page });
      if (failed && rendered.status === 200) return new Response(rendered.body, { status: 503, headers: rendered.headers });
      return rendered;
    });
    return routerOfPage ? permanentIfNormalForm(rendered, routerOfPage, request) : rendered;
  });
}

/**
 * The router moves an address to its normal form (the search's defaults left out, its parameters in
 * order, no trailing slash) with a temporary redirect; it is the same page at its one address, so it is
 * said permanently, as search engines then keep only that one. Other redirects keep their own status.
 */
function permanentIfNormalForm(response: Response, router: AnyRouter, request: Request): Response {
  const location = response.headers.get('location');
  if (response.status !== 307 || location === null) return response;
  const asked = router.latestLocation;
  const normal = router.buildLocation({ to: asked.pathname, search: true, params: true, hash: true, state: true, _includeValidateSearch: true });
  if (normal.publicHref === asked.publicHref || new URL(location, request.url).href !== new URL(normal.publicHref, request.url).href) return response;
  return new Response(null, { status: 301, headers: response.headers });
}

let matcher: AnyRouter | undefined;

/**
 * The query parameters the page at `pathname` reads: those a route it is made of validates. The shop's
 * routes read search params only through `validateSearch` (the router types a route without it as
 * having none); one validating with an object schema reads the names of its entries alone (a product
 * page reads `edit`, not a shared link's `?ref=`), one validating with a function may read any
 * ('every'). Asked by the BFF before it renders; matches only.
 */
export function searchParamsRead(pathname: string): ReadonlySet<string> | 'every' {
  matcher ??= createAppRouter({ sessionInBrowser: true });
  const [routes] = matcher.getMatchedRoutes(pathname);
  const names = new Set<string>();
  for (const { options } of routes) {
    const validator: unknown = options.validateSearch;
    if (validator === undefined) continue;
    // An object schema (valibot's v.object) names its entries; a function says nothing of what it reads.
    const entries = typeof validator === 'object' && validator !== null && 'entries' in validator ? validator.entries : undefined;
    if (typeof entries !== 'object' || entries === null) return 'every';
    for (const name of Object.keys(entries)) names.add(name);
  }
  return names;
}

/**
 * A page decided in the browser (ssr false or 'data-only') is sent as its skeleton, its pending component.
 * The router loads the split-off parts of fully server-rendered routes only, and a render to a string
 * cannot wait for one: a skeleton not loaded yet would leave the page empty and make React give up its
 * boundary in the browser.
 */
async function loadBrowserPagesSkeletons(router: AnyRouter): Promise<void> {
  await Promise.all(
    router.state.matches
      .filter((match) => match.ssr !== true)
      .map((match) => router.routesById[match.routeId]?.options.pendingComponent?.preload?.()),
  );
}

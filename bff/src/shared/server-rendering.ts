/**
 * What the web app's server entry tells the BFF beside the page it rendered: the ids of the routes the
 * page is made of, space-separated. The BFF reads it (and sends it no further) to link those routes'
 * stylesheets in the page's head.
 */
export const RENDERED_ROUTES_HEADER = 'x-rendered-routes';

/**
 * Where the page's inline starter keeps the last submit it cancelled because the app had not hydrated
 * its form yet (a property of window, holding the SubmitEvent): the app sends that form again once it has.
 */
export const EARLY_SUBMIT = 'shopEarlySubmit';

/**
 * The name of the meta element the BFF writes into every page it answers with, a kept page's answers
 * afresh as their nonce: its content is the server's time of the answer (epoch ms), by which the browser
 * sets its clock right (web/src/lib/server-clock.ts).
 */
export const SERVED_AT_META = 'served-at';

/** The client build's map of route id to that route's stylesheets (beyond the shell's), beside index.html. */
export const ROUTE_STYLESHEETS_FILE = 'route-stylesheets.json';

/** How the BFF (and `npm run dev`) asks the server entry for a page: see renderPage in web/src/entry-server.tsx. */
export interface RenderPageOptions {
  /** The nonce the answer's Content-Security-Policy allows for inline scripts. */
  nonce?: string;
  /** The shop's public origin, which canonical and Open Graph links name. */
  origin: string;
  /** Leave the header's account corner for the browser to fill in. */
  sessionInBrowser?: boolean;
}

/** The web app's server entry (web/src/entry-server.tsx), built beside WEB_DIST. */
export interface ServerEntry {
  renderPage(request: Request, fetchBff: typeof fetch, options: RenderPageOptions): Promise<Response>;
  /** The query parameters the page at the path reads (those its routes validate), or 'every' when they may read any. */
  searchParamsRead(pathname: string): ReadonlySet<string> | 'every';
}

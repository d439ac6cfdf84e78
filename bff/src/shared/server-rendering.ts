/**
 * What the web app's server entry tells the BFF beside the page it rendered: the ids of the routes the
 * page is made of, space-separated. The BFF reads it (and sends it no further) to link those routes'
 * stylesheets in the page's head.
 */
export const RENDERED_ROUTES_HEADER = 'x-rendered-routes';

/** The client build's map of route id to that route's stylesheets (beyond the shell's), beside index.html. */
export const ROUTE_STYLESHEETS_FILE = 'route-stylesheets.json';

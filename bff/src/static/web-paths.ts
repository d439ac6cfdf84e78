import { escapeRegExp } from '../lib/reg-exp';
import { isSlug } from '../lib/slugs';
import { webRoutePaths } from '../generated/web-paths';

// What the web app can show, from its own route files (bff/src/generated/web-paths.ts).

/** The catalogue's catch-all routes: whether such a path exists is the upstream's to say (a slug lookup). */
const CATALOGUE_ROUTES: ReadonlySet<string> = new Set(['/$slug', '/$first/$second']);

/** Served before the pages (API, built assets, media): never a catalogue slug either. */
const RESERVED_SEGMENTS = ['api', 'assets', 'media'];

const appRoutes = webRoutePaths.filter((path) => !CATALOGUE_ROUTES.has(path));

const appRoutePatterns = appRoutes.map(
  (path) => new RegExp(`^${path.split('/').map((segment) => (segment.startsWith('$') ? '[^/]+' : escapeRegExp(segment))).join('/')}/?$`),
);

/** First path segments of the app's own pages and the BFF's own paths: never catalogue slugs. */
const APP_SEGMENTS: ReadonlySet<string> = new Set([
  ...RESERVED_SEGMENTS,
  ...appRoutes.map((path) => path.split('/')[1] ?? '').filter((segment) => segment !== '' && !segment.startsWith('$')),
]);

/**
 * Whether a path may be a page of the web app: one of its own routes, or a catalogue path (one or two
 * slugs, /{category} or /{sub-category}/{product}) whose existence the upstream decides.
 */
export function isAppPagePath(path: string): boolean {
  if (appRoutePatterns.some((pattern) => pattern.test(path))) return true;
  const segments = path.replace(/\/$/, '').split('/').slice(1);
  return segments.length >= 1 && segments.length <= 2 && !APP_SEGMENTS.has(segments[0]!) && segments.every(isSlug);
}

/**
 * A footer page's address: `/{slug}`, unless the app has a page of its own there (the same-day page's
 * address is also a footer page's slug), where the footer page is `/info/{slug}` alone.
 */
export function footerPagePath(slug: string): string {
  const path = `/${slug}`;
  return appRoutePatterns.some((pattern) => pattern.test(path)) ? `/info/${slug}` : path;
}

export const BLOG_PATH = '/blogs';
export const blogPostPath = (slug: string) => `${BLOG_PATH}/${slug}`;
/** Posts on each page of the blog's list: two rows of three cards on a desktop. */
export const BLOG_PAGE_SIZE = 6;
/**
 * Products on each page of a category or sub-category: whole rows of the grid's 2, 3 and 4 columns,
 * and every range of the demo catalogue on one page.
 */
export const CATALOGUE_PAGE_SIZE = 24;
export const JOBS_PATH = '/jobs';
/** Vacancies on each page of the careers list. */
export const JOBS_PAGE_SIZE = 5;

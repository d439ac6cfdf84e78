import { access, readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { AppEnv, SpaShell } from '../http/app-env';
import { siteOrigin } from '../http/origin';
import { asReadOfPage } from '../http/request-log';
import { carriesShopCookie } from '../session/sealed-cookie';
import { ACCOUNT_DISCOUNT_HEADER, type AccountDiscount } from '../lib/line-price';
import { liveAccountDiscount } from '../session/session';
import { ApiFailure } from '../http/errors';
import { UpstreamError } from '../upstream/upstream-error';
import { acceptsGzip } from '../http/ready-answer';
import { EARLY_SUBMIT, RENDERED_ROUTES_HEADER, ROUTE_STYLESHEETS_FILE, SERVED_AT_META, type ServerEntry } from '../shared/server-rendering';
import { SHOP_LOCALE, SHOP_TIME_ZONE } from '../shared/shop';
import { serverEntryFileOf } from '../env';
import { createKeptPages } from './kept-pages';
import { busyPage } from './busy-page';
import { CLIENT_LEFT, createRenderAdmission, type RenderAdmissionLimits } from './render-admission';

/** What the BFF's own app answers an in-process request with (Hono's `app.fetch`). */
export type AppFetch = (request: Request, env: unknown) => Response | Promise<Response>;

// The request headers an in-process read carries over from the shopper's request: who they are
// (cookie), where they came from (proxy hops: with the socket, which the page's env passes on, they
// give rate limits and the X-Forwarded-For of the shopper's own upstream calls the client's address)
// and the origin checks' host.
const CARRIED_HEADERS = ['cookie', 'host', 'user-agent', 'x-forwarded-for', 'x-forwarded-proto', 'x-forwarded-host'];

// What the build wrote into index.html's head for the entry: its script, preloads and stylesheet.
const BUILT_ENTRY = /<script\b[^>]*\btype="module"[^>]*\bsrc="([^"]+)"[^>]*><\/script>/;
const BUILT_PRELOAD = /<link\b[^>]*\brel="modulepreload"[^>]*\bhref="([^"]+)"[^>]*>/g;
const BUILT_STYLESHEET = /<link\b[^>]*\brel="stylesheet"[^>]*>/g;

/** The built index.html, and what a rendered page needs of it, read once for every page rendered after. */
interface Template {
  html: string;
  /**
   * The shell's stylesheet links as built, those of the routes the page is made of (the build's
   * ROUTE_STYLESHEETS_FILE), then the app's starter (see `appStarter`) with this page's nonce.
   */
  assets(nonce: string | undefined, routeIds: readonly string[]): string;
}

/** Route id to the stylesheets that route needs beyond the shell's, as the client build wrote them. */
type RouteStylesheets = Record<string, string[] | undefined>;

/**
 * The app's scripts start after the server's page has been painted: fetched together with the
 * stylesheet and the page's images they would share a slow line with what shows the page, and run
 * before the first frame they would hold it back. An inline script (the page's nonce lets it run) waits
 * until the whole document is parsed (the router's data scripts at the end of the body have run: a
 * browser may paint a frame before that) and a frame after, then preloads the entry's modules and
 * imports it; a page opened in the background, which gets no frames until shown, starts once parsed.
 * The entry and preloads stay readable as data attributes.
 *
 * While the entry downloads, the starter readies the browser's Intl data for the shop's formats (en-GB,
 * GBP, Europe/London), each in a task of its own: the first Intl call of a page loads that data, a
 * task of about 70 ms on a phone, which would otherwise fall inside the entry's evaluation (react-aria
 * asks for the browser's locale when it loads) and make one long task longer.
 *
 * Before the entry, it gives react-aria the shop's locale (SHOP_LOCALE) as the one a server hands its
 * client (the global its LocalizedStringProvider writes): its components then count, write percentages
 * and announce in en-GB whatever the browser's language, as the server rendered them (entry-server's
 * I18nProvider), with no provider in the bundle every first visit loads.
 *
 * Every form of the shop is sent by the app. A form submitted before the app runs (LOGIN pressed, or
 * Enter, while the scripts load) would make the browser leave the page and drop what was typed, so the
 * starter's last listener cancels a submit nothing else handled. It keeps the last one it cancelled
 * (window[EARLY_SUBMIT]), which the app sends again once it has hydrated that form, and marks its
 * button busy meanwhile. Forms also say method="post": with scripts off altogether, what was typed (a
 * password) still never goes into the address.
 */
function appStarter(entry: string, preloads: string[]): (nonce: string | undefined) => string {
  const start =
    `{self[Symbol.for("react-aria.i18n.locale")]="${SHOP_LOCALE}";` +
    'const s=document.currentScript.dataset,start=()=>{for(const href of s.preloads.split(" ").filter(Boolean)){' +
    'const link=document.createElement("link");link.rel="modulepreload";link.crossOrigin="";link.href=href;document.head.append(link)}' +
    'import(s.entry);setTimeout(()=>{Intl.DateTimeFormat.supportedLocalesOf("en-GB");' +
    'setTimeout(()=>{new Intl.NumberFormat("en-GB",{style:"currency",currency:"GBP"}).format(0);' +
    `new Intl.DateTimeFormat("en-GB",{timeZone:"${SHOP_TIME_ZONE}"}).format(0)})})},` +
    'afterPaint=()=>document.visibilityState==="hidden"?start():requestAnimationFrame(()=>setTimeout(start,0));' +
    'document.readyState==="loading"?document.addEventListener("DOMContentLoaded",afterPaint,{once:true}):afterPaint();' +
    'addEventListener("submit",(event)=>{if(event.defaultPrevented)return;event.preventDefault();' +
    `self.${EARLY_SUBMIT}?.submitter?.removeAttribute("aria-busy");self.${EARLY_SUBMIT}=event;event.submitter?.setAttribute("aria-busy","true")})}`;
  const tail = `data-entry="${entry}" data-preloads="${preloads.join(' ')}">${start}</script>`;
  return (nonce) => `<script nonce="${nonce ?? ''}" ${tail}`;
}

/** The page's record of when the server answered with it: written afresh in every answer, as the nonce is. */
const servedAtMeta = () => `<meta name="${SERVED_AT_META}" content="${Date.now()}">`;

function readTemplate(html: string, routeStylesheets: RouteStylesheets): Template {
  const entry = BUILT_ENTRY.exec(html)?.[1];
  const preloads = [...html.matchAll(BUILT_PRELOAD)].map((match) => match[1]!);
  const stylesheets = (html.match(BUILT_STYLESHEET) ?? []).join('');
  // A page with no entry to start (a template without scripts) gets no starter.
  const starter = entry ? appStarter(entry, preloads) : () => '';
  const routeLinks = (routeIds: readonly string[]) =>
    [...new Set(routeIds.flatMap((id) => routeStylesheets[id] ?? []))].map((href) => `<link rel="stylesheet" crossorigin href="${href}">`).join('');
  return { html, assets: (nonce, routeIds) => stylesheets + routeLinks(routeIds) + starter(nonce) };
}

/** The build's route stylesheets; none for a build without them (one stylesheet for every page). */
async function readRouteStylesheets(root: string): Promise<RouteStylesheets> {
  try {
    return JSON.parse(await readFile(join(root, ROUTE_STYLESHEETS_FILE), 'utf8')) as RouteStylesheets;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return {};
    throw error;
  }
}

/** What the page's in-process reads did, which decides whether it may be kept. */
interface Reads {
  setCookies: string[];
  failed: boolean;
  /**
   * An answer said it is the shopper's own (`Cache-Control: private`): their session, their orders.
   * One priced at the account discount the page is kept for (ACCOUNT_DISCOUNT_HEADER) is not. A session
   * that ends while the page is read is forgotten by the next read that opens it, with a Set-Cookie, so
   * a page priced partly without the discount is never kept for it.
   */
  private: boolean;
  /** A read was refused for asking too often: its Retry-After, which the page's answer carries on. */
  rateLimitedFor?: string;
  /** A read ran out of time (504): a page that failed for want of it says so too. */
  timedOut: boolean;
}

/** How a page may be kept, decided before it is rendered. */
interface Keeping {
  key: string;
  /** Rendered without the session: the browser asks who the shopper is. */
  sessionInBrowser: boolean;
  /** The account discount of the prices the page shows, or null for list prices. */
  accountDiscount: AccountDiscount | null;
  /** The address without the parameters the page does not read, and those parameters; undefined when it has none. */
  unread?: { address: URL; params: URLSearchParams };
}

/**
 * Parameters that ads, shopping results and mail campaigns add to links into the shop, for the
 * browser's analytics (Google Ads' gclid and Google Shopping's srsltid are new on every click): UTM,
 * Google, Microsoft, Meta, TikTok, X, LinkedIn, Pinterest, Reddit, Yandex, Mailchimp and HubSpot.
 * No page reads them, not even one that reads its query string (a page of blog posts, search results).
 */
const TRACKING_PARAM =
  /^(?:utm_\w+|gclid|gbraid|wbraid|dclid|gad_source|gad_campaignid|srsltid|_gl|msclkid|fbclid|igshid|ttclid|twclid|li_fat_id|epik|rdt_cid|yclid|mc_cid|mc_eid|_hsenc|_hsmi)$/;

/**
 * The parameters of `url` its page does not read: every one for a page that reads no query string (a
 * blog post), every one but its own for a page that names them (a product reads `edit` alone, search
 * results their sort, size and page), and the tracking ones always. The page is rendered and kept for its
 * address without them, so visitors who add their own (an ad click's id, a link shared with `?ref=`, a
 * crawler's cache-buster) share the kept page instead of getting a render each and crowding the kept
 * pages out, and no visitor's values can end up in a page another is sent.
 */
function unreadParamsOf(url: URL, searchParamsRead: ServerEntry['searchParamsRead']): Keeping['unread'] {
  // Most addresses carry no query string: no need to match the path against the routes then.
  if (url.searchParams.size === 0) return undefined;
  const read = searchParamsRead(url.pathname);
  const unread = (name: string) => (read !== 'every' && !read.has(name)) || TRACKING_PARAM.test(name);
  if (![...url.searchParams.keys()].some(unread)) return undefined;
  // Sorted in one pass and the kept query written once: deleting from a URL's own query writes the
  // whole query again each time, which a long query string of made-up names makes quadratic.
  const kept: [string, string][] = [];
  const dropped: [string, string][] = [];
  for (const pair of url.searchParams) (unread(pair[0]) ? dropped : kept).push(pair);
  const address = new URL(url);
  address.search = new URLSearchParams(kept).toString();
  return { address, params: new URLSearchParams(dropped) };
}

/** A redirect within the shop with the parameters the page did not read back on it, for the page it leads to. */
function withUnreadParams(location: string, unread: NonNullable<Keeping['unread']>): string {
  const target = new URL(location, unread.address);
  if (target.origin !== unread.address.origin) return location;
  // Written once, not a parameter at a time (each append to a URL's own query writes it all again).
  target.search = new URLSearchParams([...target.searchParams, ...unread.params]).toString();
  return `${target.pathname}${target.search}${target.hash}`;
}

const PRIVATE_ANSWER = /\bprivate\b/;

/** Requests a kept page answers: a HEAD (link checkers, uptime monitors) is the GET without its body. */
const PAGE_READS = new Set(['GET', 'HEAD']);

/** The app's answers that send a read on for good, and how many in a row a page's read follows. */
const PERMANENT_MOVES: ReadonlySet<number> = new Set([301, 308]);
const MAX_MOVES = 3;

/** Shoppers get the page with its error message; crawlers are told to come back rather than index it. */
const RETRY_AFTER_SECONDS = 120;

/** A page that tells search engines not to index it (search results, the not-found page, private pages). */
const ROBOTS_META = /<meta name="robots"/;

/**
 * React's mark of a Suspense boundary it gave up on the server (a part that could not render in time)
 * and leaves to the browser, which renders it again and reports an error: such a page is not kept.
 */
const GAVE_UP_BOUNDARY = '<!--$!-->';

/**
 * The pages of the web app: rendered on the server by its entry (when built), with the page's data
 * read from this app in-process and the built assets added (the page's head is the app's own);
 * without a server build (API-only set-ups and tests; production refuses to start without one), the
 * built index.html as it is.
 *
 * A visitor who sends none of the shop's cookies (a first visit, a crawler, a visitor with only other
 * scripts' cookies) is nobody in particular: every such visitor of an indexable page gets the same page,
 * so it is kept `pageCacheSeconds` and served again with a fresh nonce instead of being rendered again.
 * A shopper with the shop's cookies gets an indexable page rendered without their session, which every
 * such shopper at the same prices shares the same way: the browser asks who they are and fills in the
 * header's account corner. Accounts with a discount share theirs apart from list prices, one page for
 * each discount (its percentage and the kind of account it names: 'Reseller discount (15%)'). Only a
 * whole 200 (no part left to the browser) whose every read succeeded, set no cookie and (for shoppers
 * with cookies) said nothing was theirs alone is kept.
 *
 * Renders are bounded (`renders`, createRenderAdmission): one past them gets the busy page (503) at
 * once. A kept page renders nothing, so it is served however many renders are under way.
 */
export function createSpaShell(
  webDist: string,
  appFetch: () => AppFetch,
  { pageCacheSeconds = 0, renders }: { pageCacheSeconds?: number; renders: RenderAdmissionLimits },
): SpaShell {
  const root = resolve(process.cwd(), webDist);
  const keptPages = pageCacheSeconds > 0 ? createKeptPages(pageCacheSeconds) : undefined;
  const admission = createRenderAdmission(renders);
  const serverEntryFile = serverEntryFileOf(webDist);
  let template: Promise<Template> | undefined;
  let serverEntry: Promise<ServerEntry | undefined> | undefined;

  const loadTemplate = () => {
    template ??= Promise.all([readFile(join(root, 'index.html'), 'utf8'), readRouteStylesheets(root)]).then(
      ([html, routeStylesheets]) => readTemplate(html, routeStylesheets),
      (error: unknown) => {
        // Not cached, so a build finishing after boot is picked up.
        template = undefined;
        throw error;
      },
    );
    return template;
  };
  const loadServerEntry = () => {
    serverEntry ??= access(serverEntryFile).then(
      () => import(pathToFileURL(serverEntryFile).href) as Promise<ServerEntry>,
      () => {
        serverEntry = undefined;
        return undefined;
      },
    );
    return serverEntry;
  };

  /**
   * A fetch that asks this app itself, as the shopper (their cookie), and keeps any cookie it sets for
   * the page, whether every read succeeded and whether any answer was the shopper's own. Every read
   * runs within the page request's deadline: with one of its own each, reads made one after another
   * would add up to several deadlines.
   */
  const inProcessFetch = (c: Context<AppEnv>, reads: Reads, accountDiscount: AccountDiscount | null): typeof fetch => {
    const ask = async (read: Request) => {
      const request = asReadOfPage(new Request(read, { signal: AbortSignal.any([read.signal, c.var.deadline]) }), c.var.requestId);
      for (const name of CARRIED_HEADERS) {
        const value = c.req.header(name);
        if (value !== undefined) request.headers.set(name, value);
      }
      const response = await appFetch()(request, c.env);
      reads.setCookies.push(...response.headers.getSetCookie());
      return response;
    };
    return async (input, init) => {
      let read = new Request(input, init);
      let response = await ask(read);
      // As the browser's fetch does: a read the app sends on for good (a product under another
      // sub-category) is asked again where it was sent, within the shop.
      for (let hop = 0; PERMANENT_MOVES.has(response.status) && read.redirect === 'follow' && PAGE_READS.has(read.method) && hop < MAX_MOVES; hop++) {
        const location = new URL(response.headers.get('location') ?? '', read.url);
        if (location.origin !== new URL(read.url).origin) break;
        read = new Request(location, { method: read.method, headers: read.headers, signal: read.signal });
        response = await ask(read);
      }
      if (!response.ok) reads.failed = true;
      if (response.status === 504) reads.timedOut = true;
      if (response.status === 429) reads.rateLimitedFor = response.headers.get('retry-after') ?? String(RETRY_AFTER_SECONDS);
      const atKeptDiscount = accountDiscount !== null && response.headers.get(ACCOUNT_DISCOUNT_HEADER) === accountDiscount.label;
      if (!atKeptDiscount && PRIVATE_ANSWER.test(response.headers.get('cache-control') ?? '')) reads.private = true;
      return response;
    };
  };

  /**
   * How the page a GET asks for may be kept (it is judged once rendered): for visitors without the
   * shop's cookies as it is, for the others without their session (the browser fills in the header's
   * account corner), apart for each account discount their live session's prices carry.
   */
  const keepingOf = async (c: Context<AppEnv>, entry: ServerEntry): Promise<Keeping | undefined> => {
    if (!keptPages || !PAGE_READS.has(c.req.method)) return undefined;
    const url = new URL(c.req.url);
    const unread = unreadParamsOf(url, entry.searchParamsRead);
    const address = unread?.address ?? url;
    const page = `${siteOrigin(c)}${address.pathname}${address.search}`;
    if (!carriesShopCookie(c.req.header('cookie'))) return { key: page, sessionInBrowser: false, accountDiscount: null, unread };
    const accountDiscount = await liveAccountDiscount(c);
    // The label names the percentage and the kind of account the prices' rows name: each its own page.
    const prices = accountDiscount === null ? 'list prices' : accountDiscount.label;
    return { key: `${page} with the shop's cookies at ${prices}`, sessionInBrowser: true, accountDiscount, unread };
  };

  /** The page, made from the built template: rendered by the server entry when there is one. */
  const renderFrom = async (c: Context<AppEnv>, status: ContentfulStatusCode, built: Template): Promise<Response> => {
    const entry = await loadServerEntry();
    if (!entry) return c.html(built.html, status);

    const nonce = c.get('secureHeadersNonce');
    // Not knowing how the page may be kept (the session store not answering) only means it is not kept:
    // rendered for this shopper alone, its own reads meet the failure and the page says so.
    const keeping = status === 200 && nonce ? await keepingOf(c, entry).catch(() => undefined) : undefined;
    const found = keeping ? keptPages?.find(keeping.key) : undefined;
    // Marked in the same tick as the look-up, so concurrent first visits wait for one render.
    const keep = keeping && !found ? keptPages?.rendering(keeping.key) : undefined;
    const kept = await found;
    if (kept && nonce) {
      const fresh = [nonce, servedAtMeta()];
      const gzip = acceptsGzip(c.req.header('accept-encoding')) ? kept.gzipWithFresh(fresh) : undefined;
      if (gzip) return c.body(gzip, 200, { 'Content-Type': 'text/html; charset=UTF-8', 'Content-Encoding': 'gzip' });
      return c.body(kept.withFresh(fresh), 200, { 'Content-Type': 'text/html; charset=UTF-8' });
    }

    try {
      const reads: Reads = { setCookies: [], failed: false, private: false, timedOut: false };
      const sessionInBrowser = keeping?.sessionInBrowser ?? false;
      const accountDiscount = keeping?.accountDiscount ?? null;
      const unread = keeping?.unread;
      const request = unread ? new Request(unread.address, c.req.raw) : c.req.raw;
      const admitted = await admission.admit(async () => {
        const rendered = await entry.renderPage(request, inProcessFetch(c, reads, accountDiscount), {
          nonce,
          origin: siteOrigin(c),
          sessionInBrowser,
        });
        // Read within its place: a page that streams is rendered as its body is read.
        return { rendered, html: await rendered.text() };
      }, c.var.deadline);
      if ('refused' in admitted) {
        const level = admitted.refused === CLIENT_LEFT ? 'debug' : 'warn';
        c.var.log[level]({ reason: admitted.refused, ...admission.load() }, 'page not rendered: the server is busy');
        return busyPage(c);
      }
      const { rendered, html } = admitted.rendered;
      for (const cookie of reads.setCookies) c.header('Set-Cookie', cookie, { append: true });
      // Rendered from a shopper's own answers (their profile, their orders): like those answers, kept by
      // no cache at all, so it is not left on a shared computer's disk after they log out. A visitor
      // without the shop's cookies has nothing of their own to read (their session answer says anonymous).
      if (reads.private && carriesShopCookie(c.req.header('cookie'))) c.header('Cache-Control', 'private, no-store');
      const location = rendered.headers.get('location');
      if (location) {
        // A trailing slash never comes this far: the web routes move it, with repeated slashes, in one hop.
        return c.redirect(unread ? withUnreadParams(location, unread) : location, rendered.status === 301 ? 301 : 307);
      }
      const routeIds = rendered.headers.get(RENDERED_ROUTES_HEADER)?.split(' ') ?? [];
      const servedAt = servedAtMeta();
      const page = html.replace('</head>', () => `${servedAt}${built.assets(nonce, routeIds)}</head>`);
      // A page that failed answers as its reads did: 504 when one ran out of time, as an API call would.
      if (rendered.status >= 500) {
        c.header('Retry-After', String(RETRY_AFTER_SECONDS));
        return c.html(page, reads.timedOut ? 504 : 503);
      }
      // A read refused for asking too often: the browser asks for that data itself and says why it
      // failed; a crawler or cache hears when to come back.
      if (reads.rateLimitedFor !== undefined && status === 200 && rendered.status === 200) {
        c.header('Retry-After', reads.rateLimitedFor);
        return c.html(page, 429);
      }
      const indexable = !ROBOTS_META.test(page);
      const whole = !page.includes(GAVE_UP_BOUNDARY);
      const sameForEveryone = !reads.failed && reads.setCookies.length === 0 && !(sessionInBrowser && reads.private);
      if (nonce && rendered.status === 200 && indexable && whole && sameForEveryone) keep?.({ html: page, fresh: [nonce, servedAt] });
      return c.html(page, status === 200 ? (rendered.status as ContentfulStatusCode) : status);
    } finally {
      // Not kept (a redirect, an error, a failed read): requests that waited for it render their own.
      keep?.();
    }
  };

  return {
    root,
    async render(context, status = 200) {
      const c = context as Context<AppEnv>;
      let built: Template;
      try {
        built = await loadTemplate();
      } catch {
        return c.text(`The web app is not built: ${webDist}/index.html is missing. Run \`npm run build\`.`, 503);
      }
      // The page holds the shopper's own data (their session, the query cache): never in a shared cache.
      c.header('Cache-Control', 'private, no-cache');
      // Said before the answer is made: compress adding it afterwards costs a copy of the whole page.
      c.header('Vary', 'Accept-Encoding');
      try {
        return await renderFrom(c, status, built);
      } catch (error) {
        // A page is answered with a page, whatever failed while it was made (never the API's JSON error):
        // the built shell, in which the app asks for what it needs itself and shows why it cannot.
        const failure = error instanceof ApiFailure || error instanceof UpstreamError ? error : undefined;
        if (!failure) c.var.log.error({ err: error, route: c.req.routePath }, 'page failed');
        c.header('Retry-After', String(RETRY_AFTER_SECONDS));
        return c.html(built.html, failure && failure.status >= 500 ? (failure.status as ContentfulStatusCode) : 500);
      }
    },
  };
}

/** Answers the page at the request's path (createWebRoutes' catch-all), 404 when the BFF knows it is none. */
export function renderPage(c: Context<AppEnv>, status: ContentfulStatusCode = 200) {
  return c.var.spa.render(c, status);
}

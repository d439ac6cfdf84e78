import { Hono } from 'hono';
import { compress } from 'hono/compress';
import type { Env } from './env';
import type { Logger } from './lib/logger';
import type { AppEnv } from './http/app-env';
import { apiBodyLimit } from './http/body-limit';
import { HEALTHY, HEALTHZ_PATH } from './http/front-door';
import { createReadyAnswerCache, type ReadyAnswerCache } from './http/ready-answer';
import { forwardableClientAddress } from './http/client-address';
import { memoizeLast } from './lib/memoize-last';
import { csrfProtection } from './http/csrf';
import { apiError, handleError } from './http/errors';
import { readiness } from './http/readiness';
import { requestLog } from './http/request-log';
import { shopSecureHeaders } from './http/secure-headers';
import { timeoutSignal } from './lib/time-limit';
import { createDevRoutes, devRoutesEnabled } from './routes/dev/dev-routes';
import { sessionDevRoutes } from './routes/dev/session-dev-routes';
import { contactRoutes } from './routes/contact/contact-routes';
import { sameDayRedirect } from './routes/same-day/same-day-redirect';
import { sameDayRoutes } from './routes/same-day/same-day-routes';
import { blogRoutes } from './routes/blog/blog-routes';
import { cartRoutes } from './routes/cart/cart-routes';
import { checkoutRoutes } from './routes/checkout/checkout-routes';
import { pageRoutes } from './routes/catalog/page-routes';
import { productRoutes } from './routes/catalog/product-routes';
import { searchRoutes } from './routes/search/search-routes';
import { createSeoRoutes } from './routes/seo/seo-routes';
import { contentRoutes } from './routes/content/content-routes';
import { accountRoutes } from './routes/account/account-routes';
import { passwordRoutes } from './routes/auth/password-routes';
import { registrationRoutes } from './routes/auth/registration-routes';
import { sessionRoutes } from './routes/auth/session-routes';
import { verificationRoutes } from './routes/auth/verification-routes';
import { jobRoutes } from './routes/jobs/job-routes';
import { orderTrackingRoutes } from './routes/orders/order-tracking-routes';
import { subscriberRoutes } from './routes/subscriptions/subscriber-routes';
import { unsubscribeRoutes } from './routes/subscriptions/unsubscribe-routes';
import { refuseOtherAccount, SESSION_PATH } from './session/session';
import { createMediaRoutes } from './static/media';
import { createSpaShell } from './static/spa';
import { createWebRoutes } from './static/web-routes';
import type { SharedState } from './shared-state/shared-state';
import type { createUpstream } from './upstream/upstream-deps';

export type AppDeps = Omit<ReturnType<typeof createUpstream>, 'close'> & {
  config: Env;
  log: Logger;
  shared: SharedState;
  /** Public answers as ready bytes, shared with the server's front door (createAnswerCache). */
  answers: ReadyAnswerCache;
};

export function createAnswerCache(config: Env): ReadyAnswerCache {
  return createReadyAnswerCache({
    ttlSeconds: config.CACHE_TTL_SECONDS,
    staleSeconds: config.CACHE_STALE_SECONDS,
    maxBytes: config.CACHE_MAX_MB * 1024 * 1024,
  });
}

export function createApp(deps: AppDeps) {
  const { config } = deps;
  // Pages read their data from this app in-process (the app is made below, before any request).
  const spa = createSpaShell(config.WEB_DIST, () => app.fetch, {
    pageCacheSeconds: config.PAGE_CACHE_SECONDS,
    renders: { concurrency: config.RENDER_CONCURRENCY, queue: config.RENDER_QUEUE, waitMs: config.RENDER_WAIT_MS },
  });
  const { answers } = deps;
  const app = new Hono<AppEnv>();

  app.use(requestLog(deps.log));
  app.use(shopSecureHeaders());
  app.use(compress());
  app.use(async (c, next) => {
    c.set('config', config);
    // One deadline per request, page or API. An in-process request made with `signal: c.var.deadline` shares its caller's.
    const deadline = timeoutSignal(config.REQUEST_DEADLINE_MS, c.req.raw.signal);
    c.set('deadline', deadline.signal);
    // The shopper's calls say whose they are (X-Forwarded-For); shared cached reads never do.
    // Worked out once, at the request's first such call: a page or a checkout makes several.
    c.set('upstream', deps.upstream.within(deadline, memoizeLast(() => forwardableClientAddress(c))));
    c.set('answers', answers);
    c.set('shared', deps.shared);
    c.set('spa', spa);
    try {
      await next();
    } finally {
      deadline.clear();
    }
  });
  // Every /api router inherits these: no router can forget CSRF, a body limit or the tab's account.
  app.use('/api/*', apiBodyLimit, csrfProtection(), refuseOtherAccount);
  app.onError(handleError);

  // Domain routers, chained so AppType carries every route's input and output types.
  const routes = app
    .get(HEALTHZ_PATH, (c) => c.json(HEALTHY))
    .get('/readyz', readiness)
    .route('/api', contentRoutes)
    .route(SESSION_PATH, sessionRoutes)
    .route('/api/registration', registrationRoutes)
    .route('/api/verification', verificationRoutes)
    .route('/api/password', passwordRoutes)
    .route('/api/account', accountRoutes)
    .route('/api/order-tracking', orderTrackingRoutes)
    .route('/api/unsubscribe', unsubscribeRoutes)
    .route('/api/subscribers', subscriberRoutes)
    .route('/api/pages', pageRoutes)
    .route('/api/products', productRoutes)
    .route('/api/search', searchRoutes)
    .route('/api/cart', cartRoutes)
    .route('/api/checkout', checkoutRoutes)
    .route('/api/contact', contactRoutes)
    .route('/api/same-day', sameDayRoutes)
    .route('/api/blog', blogRoutes)
    .route('/api/jobs', jobRoutes);

  // The mock's outbox for e2e tests (DEV_ROUTES=1, never in production); left out of AppType on purpose.
  if (devRoutesEnabled(config)) {
    const upstreamOrigin = new URL(deps.mediaUrl).origin;
    app.route('/api/__dev', createDevRoutes({ upstreamOrigin, fetch: deps.fetch, timeoutMs: config.UPSTREAM_TIMEOUT_MS }));
    app.route('/api/__dev/session', sessionDevRoutes);
  }
  app.all('/api/*', (c) => apiError(c, 404, 'not_found', `No API route ${c.req.method} ${c.req.path}`));
  app.route('/', createMediaRoutes({ mediaUrl: deps.mediaUrl, fetch: deps.fetch, timeoutMs: config.UPSTREAM_TIMEOUT_MS }));
  app.route('/', sameDayRedirect);
  app.route('/', createSeoRoutes({ upstream: deps.upstream, log: deps.log, warm: config.NODE_ENV === 'production' }));
  // Every other GET: the built files, or the page the web app renders (its own head and status).
  app.route('/', createWebRoutes(spa.root));
  return routes;
}

export type AppType = ReturnType<typeof createApp>;

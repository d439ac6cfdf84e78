import cluster from 'node:cluster';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createAnswerCache, createApp } from './app';
import { createShopListener } from './http/front-door';
import { createTimedServer, type RequestTimeouts } from './http/request-timeouts';
import { uploadPaths } from './http/uploads';
import { loadEnv, serverEntryFileOf, upstreamTarget, usesDevelopmentSecret, type Env } from './env';
import { createLogger, type Logger } from './lib/logger';
import { serveSharedStateToWorkers, sharedStateOfPrimary } from './shared-state/cluster-state';
import { createSharedState } from './shared-state/shared-state';
import { createUpstream } from './upstream/upstream-deps';
import { devRoutesEnabled } from './routes/dev/dev-routes';

// One process per core (node:cluster): the primary starts the mock upstream when it is needed, so
// every worker shares one mock and its state (orders, sessions), then forks WEB_CONCURRENCY workers
// that each serve the shop on PORT. Without REDIS_URL the primary also keeps the state the workers must
// agree on (rate limits, ended sessions, used captcha solutions, checkouts' artwork choices), which they
// ask it for. With
// WEB_CONCURRENCY=1 the one process does all of it.

/**
 * Production renders every page with the web app's server entry: started without it (a build cut short
 * after the browser's files), the shop would answer each page 200 with a blank shell, so it stops here.
 */
function requireServerEntry(config: Env, log: Logger) {
  const file = serverEntryFileOf(config.WEB_DIST);
  if (config.NODE_ENV !== 'production' || existsSync(file)) return;
  log.fatal({ serverEntry: file }, `the web app's server entry ${file} is missing: run \`npm run build\` with WEB_DIST=${config.WEB_DIST}, then start again`);
  process.exit(1);
}

/**
 * How long an idle keep-alive connection stays open. A load balancer or proxy in front reuses idle
 * connections for up to 60 s (common defaults), and any client may send on one just as the server
 * closes it, which resets the request (a 502 behind a proxy): so the server keeps them longer than the
 * proxy does. Node's 5 s default made that race likely.
 */
const KEEP_ALIVE_MS = 65_000;

/**
 * How long a client may take to send a request (createTimedServer). Headers: as long as an idle
 * connection stays open, since a balancer that opened a connection it has not used yet counts it as
 * idle too. A post of at most 100 kB takes seconds on the slowest line: 30 s. An upload five minutes,
 * in which a 50 MB artwork file needs 1.4 Mbit/s (a weak 4G signal) and one of 10 MB a third of that.
 */
const REQUEST_TIMEOUTS: RequestTimeouts = { headersMs: KEEP_ALIVE_MS + 1_000, bodyMs: 30_000, uploadMs: 300_000, checkEveryMs: 5_000 };

interface UpstreamApi {
  url: string;
  close: () => Promise<void>;
}

/** UPSTREAM_URL, or the mock upstream (mocks/) started in this process on a free loopback port. */
async function upstreamApi(config: Env, log: Logger): Promise<UpstreamApi> {
  if (config.UPSTREAM_URL) return { url: config.UPSTREAM_URL, close: async () => undefined };
  // Imported only here, so a deployment with a real upstream never loads the mocks.
  const { startMockUpstream } = await import('@mocks/server');
  // The e2e run (development routes on) also gets the mock's test-only large sub-category, to page through.
  const mock = await startMockUpstream({ largeRange: devRoutesEnabled(config) });
  log.info({ upstream: mock.url }, 'UPSTREAM_URL is not set: using the built-in mock upstream');
  return mock;
}

/**
 * Stops on SIGTERM/SIGINT (exit 0), or with the exit code the returned function is called with, after
 * `stop` finishes; a stuck keep-alive client cannot hold it forever.
 */
function onShutdown(log: Logger, stop: () => Promise<void>): (exitCode: number) => void {
  let stopping = false;
  const shutdown = (exitCode: number) => {
    if (stopping) return;
    stopping = true;
    setTimeout(() => process.exit(1), 10_000).unref();
    stop().then(
      () => process.exit(exitCode),
      () => process.exit(1),
    );
  };
  for (const signal of ['SIGTERM', 'SIGINT']) {
    process.on(signal, () => {
      if (!stopping) log.info({ signal }, 'finishing open requests, then stopping');
      shutdown(0);
    });
  }
  return shutdown;
}

/** What a worker that cannot listen tells its primary, which stops the server (see superviseWorkers). */
interface ListenFailure {
  listenFailure: string;
}

const isListenFailure = (message: unknown): message is ListenFailure =>
  typeof message === 'object' && message !== null && typeof (message as ListenFailure).listenFailure === 'string';

/** Why the server cannot listen on its port, in the words an operator acts on. */
function listenFailure(error: NodeJS.ErrnoException, port: number): string {
  if (error.code === 'EADDRINUSE') return `port ${port} is already in use: stop what serves it, or set PORT to another`;
  if (error.code === 'EACCES') return `port ${port} may not be opened by this user: set PORT to 1024 or above`;
  return `cannot listen on port ${port}: ${error.message}`;
}

/** Serves the shop in this process until told to stop. */
function serveShop(config: Env, log: Logger, api: UpstreamApi) {
  const shared = cluster.isWorker && !config.REDIS_URL ? sharedStateOfPrimary(log) : createSharedState(config, log);
  const upstream = createUpstream(config, upstreamTarget(config, api.url), log, shared.cacheTier);
  const answers = createAnswerCache(config);
  const app = createApp({ config, log, shared, answers, ...upstream });
  const server = createTimedServer(createShopListener({ app, answers, log }), REQUEST_TIMEOUTS, uploadPaths(app.routes));
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  // Trying again cannot help (the port stays taken): the process stops with one message. A worker tells
  // its primary instead and waits to be stopped: the primary says it once for every worker and stops them.
  const cannotListen = (error: NodeJS.ErrnoException) => {
    const reason = listenFailure(error, config.PORT);
    if (cluster.isWorker) {
      process.send?.({ listenFailure: reason } satisfies ListenFailure);
      return;
    }
    log.fatal({ port: config.PORT }, reason);
    process.exit(1);
  };
  server.once('error', cannotListen);
  server.listen(config.PORT, () => {
    server.off('error', cannotListen);
    log.info({ port: config.PORT, upstream: new URL(api.url).origin }, `shop listening on http://localhost:${config.PORT}`);
  });
  onShutdown(
    log,
    () =>
      new Promise((resolve) => {
        // A keep-alive connection goes idle when its last answer is sent; closed then, it cannot
        // hold the stop for the keep-alive timeout.
        const closeIdle = setInterval(() => {
          if ('closeIdleConnections' in server) server.closeIdleConnections();
        }, 50);
        server.close(async () => {
          clearInterval(closeIdle);
          await upstream.close();
          await shared.close();
          await api.close();
          resolve();
        });
      }),
  );
}

/**
 * Forks the workers, pointed at one upstream, and replaces any that dies unasked after it has served;
 * without REDIS_URL it keeps the state they share, which survives a worker that is replaced.
 * One that fails before it ever listened (the port taken, a crash at boot) would fail the same way
 * again: the whole server stops then, exit 1, rather than fork workers forever.
 */
function superviseWorkers(config: Env, log: Logger, api: UpstreamApi) {
  cluster.setupPrimary({ exec: fileURLToPath(import.meta.url) });
  const fork = () => cluster.fork({ UPSTREAM_URL: api.url });
  let stopping = false;
  if (!config.REDIS_URL) serveSharedStateToWorkers();
  const shutdown = onShutdown(log, async () => {
    stopping = true;
    await Promise.all(
      Object.values(cluster.workers ?? {}).map(
        (worker) =>
          new Promise<void>((resolve) => {
            if (!worker || worker.isDead()) return resolve();
            worker.once('exit', () => resolve());
            worker.kill('SIGTERM');
          }),
      ),
    );
    await api.close();
  });
  const failToStart = (reason: string) => {
    if (stopping) return;
    log.fatal({ port: config.PORT }, reason);
    shutdown(1);
  };
  /** The workers alive that have listened. */
  const listening = new Set<number>();
  let serving = false;
  cluster.on('listening', (worker) => {
    listening.add(worker.id);
    if (serving || listening.size < config.WEB_CONCURRENCY) return;
    serving = true;
    log.info({ workers: config.WEB_CONCURRENCY, port: config.PORT }, `${config.WEB_CONCURRENCY} workers serving http://localhost:${config.PORT}`);
  });
  cluster.on('message', (_worker, message: unknown) => {
    if (isListenFailure(message)) failToStart(message.listenFailure);
  });
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) return;
    const exit = signal ?? code;
    if (!listening.delete(worker.id)) return failToStart(`a worker stopped before it listened (exit ${exit}): stopping the server`);
    log.warn({ worker: worker.process.pid, exit }, 'worker stopped: starting another');
    fork();
  });
  for (let index = 0; index < config.WEB_CONCURRENCY; index += 1) fork();
}

const config = loadEnv();
const log = createLogger(config.LOG_LEVEL);
if (cluster.isPrimary) requireServerEntry(config, log);
if (usesDevelopmentSecret(config) && cluster.isPrimary) {
  log.warn('SESSION_SECRET is not set: cookies are sealed with a development key. Set one (32+ characters) before going live.');
}
if (cluster.isPrimary && !config.REDIS_URL) {
  log.warn(
    "REDIS_URL is not set: rate limits, ended sessions, used captcha solutions and checkouts' artwork choices are kept in this server's memory (its workers share them) and lost when it restarts, and another instance of the shop (another machine or container) would keep its own: a logout there would not be seen here. Set REDIS_URL before going live.",
  );
}
if (cluster.isPrimary && config.WEB_CONCURRENCY > 1) {
  superviseWorkers(config, log, await upstreamApi(config, log));
} else {
  // A worker's UPSTREAM_URL is the one its primary started or was given.
  serveShop(config, log, await upstreamApi(config, log));
}

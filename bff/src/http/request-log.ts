import { randomUUID } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import type { Logger } from '../lib/logger';
import type { AppEnv } from './app-env';

/** Probes from a load balancer or orchestrator: a line each would drown the shop's own traffic. */
const PROBES = new Set(['/healthz', '/readyz']);

/** The reads a page's render makes of this app in-process, each with the request id of the page's request. */
const readsOfPages = new WeakMap<Request, string>();

/** Marks `request` as one of the page's in-process reads: its lines carry the page's request id. */
export function asReadOfPage(request: Request, pageRequestId: string): Request {
  readsOfPages.set(request, pageRequestId);
  return request;
}

/**
 * Gives each request an id made here (a client's own X-Request-Id is never trusted or echoed),
 * returns it in X-Request-Id so a shopper can quote it, and logs one line when the answer is ready:
 * method, route pattern (a path can hold a token or an email), status and time. Every log line
 * written through `c.var.log` carries the same id. A page's in-process reads (asReadOfPage) share the
 * page's id, their lines marked `inProcess`, so a slow page's lines show which read made it slow.
 */
export function requestLog(logger: Logger): MiddlewareHandler<AppEnv> {
  const lines = requestLineLogger(logger);
  return async (c, next) => {
    const pageRequestId = readsOfPages.get(c.req.raw);
    const requestId = pageRequestId ?? randomUUID();
    const log = logger.child({ requestId });
    c.set('requestId', requestId);
    c.set('log', log);
    c.header('X-Request-Id', requestId);
    const started = performance.now();
    await next();
    logRequest(lines, c.req.path, {
      requestId,
      method: c.req.method,
      route: c.req.routePath,
      status: c.res.status,
      ms: Math.round(performance.now() - started),
      ...(pageRequestId === undefined ? {} : { inProcess: true }),
    });
  };
}

/**
 * The logger for request lines. A request line holds only what is made here (id, method, route pattern,
 * status, time), never a body or a header, so it skips the redaction net, which costs more than the
 * rest of the line.
 */
export const requestLineLogger = (log: Logger): Logger => log.child({}, { redact: [] });

/** The one line each answered request writes (through `requestLineLogger`): probes at debug level, everything else at info. */
export function logRequest(
  log: Logger,
  path: string,
  line: { requestId: string; method: string | undefined; route: string; status: number; ms: number; inProcess?: true },
) {
  if (PROBES.has(path)) log.debug(line, 'request');
  else log.info(line, 'request');
}

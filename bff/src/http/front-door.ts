// The cheapest answer is one that never reaches the app. Anonymous shoppers and crawlers ask for the
// same public catalogue answers over and over; once the app has answered a path from ready bytes
// (sendReadyAnswer), the front door answers the next anonymous GET of that path itself, straight on
// node's response, while those bytes are fresh: no web Request, no middleware, no router. It replays
// the headers the app sent with them (security headers and all) and makes its own request id and log
// line. Anything else, a request with one of the shop's cookies, a query string, a stale or unknown
// answer, goes to the app as before, and the app stays the only place that decides what is cached.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, OutgoingHttpHeaders, RequestListener, ServerResponse } from 'node:http';
import { getRequestListener, type Http2Bindings, type HttpBindings } from '@hono/node-server';
import type { Logger } from '../lib/logger';
import { carriesShopCookie } from '../session/sealed-cookie';
import { plainlySpelled } from './canonical-path';
import { logRequest, requestLineLogger } from './request-log';
import { READY_ANSWER_MARK, readyReply, type ReadyAnswer, type ReadyAnswerCache } from './ready-answer';

/** Liveness: answered here, so a load balancer's probe costs nothing while the shop is busy. */
export const HEALTHZ_PATH = '/healthz';
export const HEALTHY = { status: 'ok' } as const;

// Headers that belong to one answer or one encoding, never replayed from another request.
const PER_ANSWER = new Set([
  'content-length',
  'transfer-encoding',
  'content-encoding',
  'content-type',
  'etag',
  'cache-control',
  'date',
  'x-request-id',
  'set-cookie',
  READY_ANSWER_MARK,
]);

/** An answer's headers that hold for every request of its path. */
function replayable(response: Response): OutgoingHttpHeaders {
  const headers: OutgoingHttpHeaders = {};
  response.headers.forEach((value, name) => {
    if (!PER_ANSWER.has(name)) headers[name] = value;
  });
  return headers;
}

/** Headers as node's writeHead takes them fastest: one flat list of names and values. */
type HeaderList = string[];

/** Later sets replace earlier ones' headers of the same (lower-case) name. */
const toHeaderList = (...sets: OutgoingHttpHeaders[]): HeaderList =>
  Object.entries(Object.assign({}, ...sets) as OutgoingHttpHeaders).flatMap(([name, value]) => (value === undefined ? [] : [name, String(value)]));

interface KnownAnswer {
  /** The ready-answer cache key the app answered this path from. */
  key: string;
  /** The route pattern, as the app's request log names it. */
  route: string;
  /** The app's other headers on that answer (security headers and the like). */
  headers: OutgoingHttpHeaders;
  /** The whole header list of each reply to the current bytes, made once per ETag. */
  lists?: { etag: string; plain: HeaderList; gzip: HeaderList; notModified: HeaderList };
}

function headerListsFor(entry: KnownAnswer, answer: ReadyAnswer): NonNullable<KnownAnswer['lists']> {
  if (entry.lists?.etag !== answer.etag) {
    const list = (ifNoneMatch?: string, acceptEncoding?: string) => toHeaderList(entry.headers, readyReply(answer, ifNoneMatch, acceptEncoding).headers);
    entry.lists = { etag: answer.etag, plain: list(), gzip: list(undefined, 'gzip'), notModified: list(answer.etag) };
  }
  return entry.lists;
}

export interface FrontDoorOptions {
  /**
   * The shop: what the front door cannot answer goes to it. `env` carries Node's request and response:
   * without them the app cannot see the client's socket address.
   */
  app: { fetch(request: Request, env: HttpBindings | Http2Bindings): Response | Promise<Response> };
  answers: ReadyAnswerCache;
  log: Logger;
  /** Paths remembered at most (the catalogue's size is bounded by the upstream; this bounds memory whatever it does). */
  maxPaths?: number;
}

/** The server's request listener: the front door, then the app through @hono/node-server. */
export function createShopListener({ app, answers, log, maxPaths = 20_000 }: FrontDoorOptions): RequestListener {
  const known = new Map<string, KnownAnswer>();
  const lines = requestLineLogger(log);
  const healthy = Buffer.from(JSON.stringify(HEALTHY));
  /** The app's headers on its own /healthz answer, once it has given one. */
  let healthzHeaders: HeaderList | undefined;

  function send(req: IncomingMessage, res: ServerResponse, route: string, status: number, headers: HeaderList, body?: Uint8Array) {
    const started = performance.now();
    const requestId = randomUUID();
    // With its length named, the answer goes out as one write; without, node frames the body as chunked.
    const length = body ? ['content-length', String(body.byteLength)] : [];
    res.writeHead(status, [...headers, ...length, 'x-request-id', requestId]);
    res.end(body);
    logRequest(lines, route, { requestId, method: req.method, route, status, ms: Math.round(performance.now() - started) });
  }

  function answerReady(req: IncomingMessage, res: ServerResponse, entry: KnownAnswer, answer: ReadyAnswer) {
    const reply = readyReply(answer, req.headers['if-none-match'], req.headers['accept-encoding']);
    const lists = headerListsFor(entry, answer);
    if (!reply.body) return send(req, res, entry.route, reply.status, lists.notModified);
    send(req, res, entry.route, reply.status, reply.body === answer.gzip ? lists.gzip : lists.plain, reply.body);
  }

  /** Learns from the app's answer whether the path is a ready answer (or /healthz), and takes the mark off it. */
  function observe(request: Request, response: Response): Response {
    const mark = response.headers.get(READY_ANSWER_MARK);
    if (mark === null) {
      if (!healthzHeaders && response.status === 200 && new URL(request.url).pathname === HEALTHZ_PATH) healthzHeaders = toHeaderList(replayable(response), { 'content-type': 'application/json' });
      return response;
    }
    response.headers.delete(READY_ANSWER_MARK);
    // A query string is the shopper's to vary, and so is the spelling of a path (st%61ndard for
    // standard): learning each would let anyone fill the table. Only the shop's own spelling is learnt.
    const { pathname: path, search } = new URL(request.url);
    if (search || plainlySpelled(path) !== path || response.headers.has('set-cookie')) return response;
    const { key, route } = JSON.parse(decodeURIComponent(mark)) as { key: string; route: string };
    // A path keeps its learnt entry until its answer moves to another key (the home page's at each
    // cut-off): the old key's answer is never fresh again, so it is learnt afresh.
    if (known.get(path)?.key === key) return response;
    if (!known.has(path) && known.size >= maxPaths) known.delete(known.keys().next().value as string);
    known.set(path, { key, route, headers: replayable(response) });
    return response;
  }

  const toApp = getRequestListener(async (request, env) => observe(request, await app.fetch(request, env)));
  return (req, res) => {
    // Only a plain anonymous GET: the shop's own cookies may carry a session (account prices); other sites' change nothing.
    if (req.method !== 'GET' || carriesShopCookie(req.headers.cookie) || !req.url) return toApp(req, res);
    if (req.url === HEALTHZ_PATH && healthzHeaders) {
      return send(req, res, HEALTHZ_PATH, 200, healthzHeaders, healthy);
    }
    const entry = known.get(req.url);
    const answer = entry && answers.peek<ReadyAnswer>(entry.key);
    if (!entry || !answer) return toApp(req, res);
    answerReady(req, res, entry, answer);
  };
}

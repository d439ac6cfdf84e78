import { createServer, type IncomingMessage, type RequestListener, type Server, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';

/** How long a client may take to send a request, so one that sends a byte now and then cannot hold a connection. */
export interface RequestTimeouts {
  /** Its headers, from the first byte (or from when the connection opened, for its first request). */
  headersMs: number;
  /** The body of a request that is no upload (a form or JSON post of at most 100 kB), once its headers are in. */
  bodyMs: number;
  /** The whole of an upload (a post to one of the upload paths): print artwork of up to 50 MB, a proof or CV of up to 20 MB. */
  uploadMs: number;
  /** How often node looks for requests past their time: one is closed up to this much later. */
  checkEveryMs: number;
}

const carriesBody = (req: IncomingMessage) => (req.headers['content-length'] ?? '0') !== '0' || req.headers['transfer-encoding'] !== undefined;

const isUpload = (req: IncomingMessage, uploadPaths: ReadonlySet<string>) =>
  req.method === 'POST' && uploadPaths.has((req.url ?? '').split('?', 1)[0]!);

/** As node ends a request past its time: 408 unless the answer has begun, then the connection is closed. */
function endTimedOut(socket: Socket, res: ServerResponse) {
  if (!res.headersSent && socket.writable) socket.write('HTTP/1.1 408 Request Timeout\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
  socket.destroy();
}

/**
 * The shop's HTTP server, with a time for each request to arrive in: node's own limits for its
 * headers and for an upload, and the shorter one for every other request with a body, which node
 * cannot tell apart (its one requestTimeout would hold every post as long as an upload). An upload is
 * a post to one of `uploadPaths`, told by its path alone: were it told by its Content-Type, any client
 * could claim the upload's time for any request.
 */
export function createTimedServer(listener: RequestListener, timeouts: RequestTimeouts, uploadPaths: ReadonlySet<string>): Server {
  const server = createServer(
    { headersTimeout: timeouts.headersMs, requestTimeout: timeouts.uploadMs, connectionsCheckingInterval: timeouts.checkEveryMs },
    listener,
  );
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    if (!carriesBody(req) || isUpload(req, uploadPaths)) return;
    const timer = setTimeout(() => {
      if (!req.complete) endTimedOut(req.socket, res);
    }, timeouts.bodyMs);
    req.once('close', () => clearTimeout(timer));
  });
  return server;
}

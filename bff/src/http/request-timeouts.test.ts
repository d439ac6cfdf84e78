// A client that sends a request a byte at a time holds a connection (and its request) for as long as
// the server waits: the real server's limits, made small, against a real socket.
import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTimedServer } from './request-timeouts';

/** Between two bytes a slow client sends: every request below takes longer than bodyMs and headersMs to send whole. */
const TRICKLE_MS = 40;

let server: Server;
let port: number;
beforeEach(async () => {
  // Answers with how many body bytes it read, once it has read them all.
  server = createTimedServer(
    (req, res) => {
      let bytes = 0;
      req.on('data', (chunk: Buffer) => (bytes += chunk.length));
      req.on('end', () => res.end(String(bytes)));
    },
    { headersMs: 200, bodyMs: 200, uploadMs: 60_000, checkEveryMs: 50 },
    new Set(['/api/checkout/artwork']),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterEach(() => new Promise<void>((resolve) => server.close(() => resolve())));

/**
 * Sends `head` at once, then `trickled` a byte at a time until the server closes the connection or
 * all is sent; resolves with what the server answered and how many of those bytes it was sent.
 */
function sendSlowly(head: string, trickled: string): Promise<{ answer: string; sent: number; closedEarly: boolean }> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    let sent = 0;
    let ticker: NodeJS.Timeout | undefined;
    socket.on('data', (chunk: Buffer) => {
      answer += chunk.toString();
      if (sent === trickled.length) socket.end();
    });
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearInterval(ticker);
      resolve({ answer, sent, closedEarly: sent < trickled.length });
    });
    socket.on('connect', () => {
      socket.write(head);
      ticker = setInterval(() => {
        if (sent < trickled.length && !socket.destroyed) socket.write(trickled[sent++]!);
      }, TRICKLE_MS);
    });
  });
}

describe('a request sent slowly', () => {
  it('is answered 408 and closed when its body has not arrived in time, the rest never read', async () => {
    const body = '{"email":"' + 'a'.repeat(60) + '"}';
    const post = `POST /api/session HTTP/1.1\r\nHost: shop\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`;
    const { answer, closedEarly } = await sendSlowly(post, body);
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(closedEarly).toBe(true);
  });

  it('is an upload given its own, longer time: the whole body is read and answered', async () => {
    const body = '--b\r\nContent-Disposition: form-data; name="f"\r\n\r\nx\r\n--b--\r\n';
    const post = `POST /api/checkout/artwork HTTP/1.1\r\nHost: shop\r\nContent-Type: multipart/form-data; boundary=b\r\nContent-Length: ${body.length}\r\n\r\n`;
    const { answer, closedEarly } = await sendSlowly(post, body);
    expect(closedEarly).toBe(false);
    expect(answer).toMatch(new RegExp(`^HTTP/1\\.1 200 [\\s\\S]*\\r\\n\\r\\n${body.length}$`));
  });

  it('is no upload for saying it is multipart: a post to any other path gets the short time', async () => {
    const body = '--b\r\nContent-Disposition: form-data; name="f"\r\n\r\n' + 'x'.repeat(60) + '\r\n--b--\r\n';
    const post = `POST /api/session HTTP/1.1\r\nHost: shop\r\nContent-Type: multipart/form-data; boundary=b\r\nContent-Length: ${body.length}\r\n\r\n`;
    const { answer, closedEarly } = await sendSlowly(post, body);
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(closedEarly).toBe(true);
  });

  it('is answered 408 and closed when its headers have not arrived in time', async () => {
    const { answer, closedEarly } = await sendSlowly('GET / HTTP/1.1\r\nHost: shop\r\n', 'X-Slow: ' + 'a'.repeat(60) + '\r\n\r\n');
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(closedEarly).toBe(true);
  });
});

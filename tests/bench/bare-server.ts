// The baseline: node:http with no framework, answering each path with a buffer captured from the BFF.
// Whatever the BFF costs beyond this (routing, middleware, making its headers, rendering) is what the ratio shows.
// Run as a child of the bench (servers.ts): it gets its fixtures over IPC and reports its port back.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Fixture {
  path: string;
  /** The request headers the answer was asked with (target.headers): the same path may be asked for with others. */
  asked: Record<string, string>;
  /** Every header of the BFF's answer but those node writes itself (date, content-length, connection). */
  headers: Record<string, string>;
  body: Buffer;
}

// The request headers that change the answer to the same path: its encoding, and who asks (the shop's cookies).
const ANSWER_VARIES_BY = ['accept-encoding', 'cookie'] as const;

/**
 * Which fixture answers a request: its path (without a query string, so a row whose every request adds
 * one of its own gets the same bytes) and the request headers the answer varies by.
 */
const fixtureKey = (url: string, headers: Partial<Record<string, string | string[]>>) =>
  [url.split('?', 1)[0], ...ANSWER_VARIES_BY.map((name) => String(headers[name] ?? ''))].join('\n');

interface WireFixture extends Omit<Fixture, 'body'> {
  body: string;
}

function serveFixtures(fixtures: Fixture[]) {
  const byKey = new Map(fixtures.map((fixture) => [fixtureKey(fixture.path, fixture.asked), fixture]));
  const server = createServer((request, response) => {
    const fixture = byKey.get(fixtureKey(request.url ?? '', request.headers));
    if (!fixture) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { ...fixture.headers, 'content-length': fixture.body.length });
    response.end(fixture.body);
  });
  server.listen(0, '127.0.0.1', () => process.send?.({ port: (server.address() as AddressInfo).port }));
  const stop = () => {
    server.close();
    server.closeAllConnections();
  };
  process.once('SIGTERM', stop);
  process.once('disconnect', stop);
}

if (process.send) {
  process.once('message', (message) => {
    const { fixtures } = message as { fixtures: WireFixture[] };
    serveFixtures(fixtures.map((fixture) => ({ ...fixture, body: Buffer.from(fixture.body, 'base64') })));
  });
}

// The baseline: node:http with no framework, answering each path with a buffer captured from the BFF.
// Whatever the BFF costs beyond this (routing, middleware, making its headers, rendering) is what the ratio shows.
// Run as a child of the bench (servers.ts): it gets its fixtures over IPC and reports its port back.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Fixture {
  path: string;
  /** Every header of the BFF's answer but those node writes itself (date, content-length, connection). */
  headers: Record<string, string>;
  body: Buffer;
}

interface WireFixture extends Omit<Fixture, 'body'> {
  body: string;
}

function serveFixtures(fixtures: Fixture[]) {
  const byPath = new Map(fixtures.map((fixture) => [fixture.path, fixture]));
  const server = createServer((request, response) => {
    // The path alone: a row whose every request adds a query string of its own gets the same bytes.
    const fixture = byPath.get((request.url ?? '').split('?', 1)[0]!);
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

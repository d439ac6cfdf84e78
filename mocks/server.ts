import { realpathSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { getResponse, type RequestHandler } from 'msw';
import { API_PREFIX, setStorefrontUrl } from './base';
import { devHandlers } from './handlers/dev';
import { largeRangeHandlers } from './handlers/large-range';
import { paymentPageHandlers } from './handlers/payment-page';
import { handlers } from './handlers';
import { mediaHandler } from './media';

export interface MockUpstream {
  /** The API base, e.g. http://127.0.0.1:4010/api/v1 (media sit beside it under /media). */
  url: string;
  close(): Promise<void>;
}

// The media handler catches all of /media/*, so it comes after the handlers that serve part of it
// (customer avatars in account.ts). The hosted payment page sits beside the API, as a provider's would.
const servedHandlers = [...handlers, ...paymentPageHandlers, ...devHandlers, mediaHandler];

export interface MockUpstreamHandlers {
  /** The handlers asked in order, read on every request so a test can prepend overrides (default: the whole mock). */
  handlers?: () => RequestHandler[];
  /** Sees every request before it is answered, e.g. to count what reached the upstream. */
  onRequest?: (request: Request) => void;
}

/** The mock upstream as a fetch handler: the MSW handlers, with JSON for anything they do not match. */
export function createMockUpstreamApp({ handlers = () => servedHandlers, onRequest }: MockUpstreamHandlers = {}) {
  const app = new Hono();
  app.all('*', async (c) => {
    onRequest?.(c.req.raw);
    const response = await getResponse(handlers(), c.req.raw);
    return response ?? c.json({ success: false, message: 'Not Found' }, 404);
  });
  app.onError((error, c) => {
    console.error('mock upstream: handler failed', c.req.method, new URL(c.req.url).pathname, error);
    return c.json({ success: false, message: 'Server Error' }, 500);
  });
  return app;
}

export interface MockUpstreamOptions extends MockUpstreamHandlers {
  /** 0 (the default) picks a free port. */
  port?: number;
  /** Origin the emailed links point at (default: STOREFRONT_URL, else http://localhost:3000). */
  storefrontUrl?: string;
  /** Also serves the test-only sub-category of 100 products (handlers/large-range.ts), for the e2e run. */
  largeRange?: boolean;
}

/** Serves the mock upstream on loopback. */
export function startMockUpstream({ port = 0, storefrontUrl, largeRange = false, ...served }: MockUpstreamOptions = {}): Promise<MockUpstream> {
  if (storefrontUrl) setStorefrontUrl(storefrontUrl);
  const { handlers = () => servedHandlers } = served;
  const app = createMockUpstreamApp({ ...served, handlers: largeRange ? () => [...largeRangeHandlers, ...handlers()] : handlers });
  return new Promise((resolve, reject) => {
    const server = serve({ fetch: app.fetch, hostname: '127.0.0.1', port }, (info: AddressInfo) => {
      resolve({
        url: `http://127.0.0.1:${info.port}${API_PREFIX}`,
        close: () =>
          new Promise<void>((done, fail) => {
            server.close((error) => (error ? fail(error) : done()));
            // Keep-alive connections from a fetch client would hold close() open.
            server.closeAllConnections();
          }),
      });
    }) as Server;
    server.once('error', reject);
  });
}

/** True when this file is the process entry (`tsx mocks/server.ts`), not an import from the BFF. */
function isEntryFile(): boolean {
  const entry = process.argv[1];
  if (!entry) return false;
  try {
    return realpathSync(entry) === realpathSync(fileURLToPath(import.meta.url));
  } catch {
    return false;
  }
}

if (isEntryFile()) {
  const port = Number(process.env.MOCK_PORT ?? 4010);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`MOCK_PORT must be a port number, got ${process.env.MOCK_PORT}`);
  // No top-level await: the module must also load where it is required as CommonJS.
  startMockUpstream({ port }).then(
    (upstream) => console.info(`Mock upstream listening on ${upstream.url}`),
    (error: unknown) => {
      console.error('Mock upstream failed to start:', error);
      process.exitCode = 1;
    },
  );
}

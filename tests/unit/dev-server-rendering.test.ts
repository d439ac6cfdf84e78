// `npm run dev`: Vite renders each page from the source with the BFF beside it. Its plugin calls the
// server entry as the BFF does, so a change to the entry's options must reach it too.
import { createServer as createHttpServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer as createViteServer, type ViteDevServer } from 'vite';
import { useShopHarness } from '@bff/session/test-harness';

const listening = async (server: Server) => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
};

describe('npm run dev', { timeout: 120_000 }, () => {
  const shop = useShopHarness();
  let bff: Server;
  let vite: ViteDevServer;
  let viteOrigin: string;

  beforeAll(async () => {
    bff = createHttpServer(getRequestListener((request, env) => shop.bff.app.fetch(request, env)));
    process.env.PORT = String(await listening(bff));
    vite = await createViteServer({ configFile: 'web/vite.config.ts', server: { port: 0, strictPort: false, hmr: false }, logLevel: 'silent' });
    await vite.listen();
    viteOrigin = `http://localhost:${(vite.httpServer?.address() as AddressInfo).port}`;
  }, 60_000);
  afterAll(async () => {
    await vite?.close();
    await new Promise((resolve) => bff?.close(resolve));
    delete process.env.PORT;
  });

  it("renders a page on the server from the source, with the BFF's data and Vite's client in its head", async () => {
    const response = await fetch(`${viteOrigin}/business-cards`, { headers: { accept: 'text/html' } });
    const html = await response.text();
    expect(response.status).toBe(200);
    expect(html).toMatch(/<h1[^>]*>Business Cards<\/h1>/);
    expect(html).toContain('/@vite/client');
    expect(html).toContain(`<link rel="canonical" href="${viteOrigin}/business-cards"`);
  });
});

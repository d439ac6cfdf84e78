import { resolve } from 'node:path';
import { serve } from '@hono/node-server';
import { serveStatic } from '@hono/node-server/serve-static';
import { readFile } from 'node:fs/promises';
import { createApp } from './app';
import { parseEnv } from './env';

const env = parseEnv();
const app = createApp(env);
const webRoot = resolve(process.cwd(), env.WEB_DIST);

app.use('/assets/*', serveStatic({ root: env.WEB_DIST }));
app.use('*', serveStatic({ root: env.WEB_DIST }));
app.get('*', async (c) => c.html(await readFile(resolve(webRoot, 'index.html'), 'utf8')));

serve({ fetch: app.fetch, port: env.PORT }, (info) => {
  console.info(`Shop listening on http://localhost:${info.port}`);
});

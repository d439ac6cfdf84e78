import { Hono } from 'hono';
import type { Env } from './env';

export function createApp(_env: Env) {
  return new Hono().get('/healthz', (c) => c.json({ status: 'ok' }));
}

export type AppType = ReturnType<typeof createApp>;

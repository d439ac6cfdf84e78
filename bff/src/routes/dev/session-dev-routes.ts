import { Hono } from 'hono';
import type { AppEnv } from '@bff/http/app-env';
import { apiError } from '@bff/http/errors';
import { runOutSession } from '@bff/session/session';

/**
 * `/api/__dev/session`, mounted only where the other development routes are: `POST /expire` lets an
 * e2e test end the browser's session where it stands, to check how the shop carries on when a
 * session runs out mid-visit.
 */
export const sessionDevRoutes = new Hono<AppEnv>().post('/expire', async (c) => {
  if (!(await runOutSession(c))) return apiError(c, 404, 'not_found', 'There is no session to end.');
  c.header('Cache-Control', 'no-store');
  return c.json({ ended: true });
});

import { bodyLimit } from 'hono/body-limit';
import { createMiddleware } from 'hono/factory';
import { HTTPException } from 'hono/http-exception';

/** JSON and form posts are small; multipart uploads (artwork, student proof, CV) may be large. */
const JSON_BODY_LIMIT = 100 * 1024;
const UPLOAD_BODY_LIMIT = 20 * 1024 * 1024;

const tooLarge = () => {
  throw new HTTPException(413);
};
const jsonLimit = bodyLimit({ maxSize: JSON_BODY_LIMIT, onError: tooLarge });
const uploadLimit = bodyLimit({ maxSize: UPLOAD_BODY_LIMIT, onError: tooLarge });

/**
 * Uploads that stream through to the upstream and count their own bytes (print artwork, up to
 * 50 MB): the cap here would hold the whole body in memory, and refuse it above 20 MB.
 */
const STREAMED_UPLOAD_PATHS = new Set(['/api/checkout/artwork']);

/** Applied to all of `/api/*`; an upload route may add a tighter `bodyLimit` of its own. */
export const apiBodyLimit = createMiddleware(async (c, next) => {
  const multipart = c.req.header('content-type')?.toLowerCase().startsWith('multipart/form-data') ?? false;
  if (multipart && c.req.method === 'POST' && STREAMED_UPLOAD_PATHS.has(c.req.path)) return next();
  return (multipart ? uploadLimit : jsonLimit)(c, next);
});

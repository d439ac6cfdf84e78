import { bodyLimit } from 'hono/body-limit';
import { createMiddleware } from 'hono/factory';
import { HTTPException } from 'hono/http-exception';
import { uploadKindOf } from './uploads';

/** JSON and form posts are small; uploads that read the whole body (student proof, CV, avatar) may be large. */
const JSON_BODY_LIMIT = 100 * 1024;
const UPLOAD_BODY_LIMIT = 20 * 1024 * 1024;

const tooLarge = () => {
  throw new HTTPException(413);
};
const jsonLimit = bodyLimit({ maxSize: JSON_BODY_LIMIT, onError: tooLarge });
const uploadLimit = bodyLimit({ maxSize: UPLOAD_BODY_LIMIT, onError: tooLarge });

/**
 * Applied to all of `/api/*`; an upload route may add a tighter `bodyLimit` of its own. The cap follows
 * the route the request reached, never its Content-Type: a multipart header on a JSON route gets the
 * JSON cap. A streamed upload counts its own bytes, so this cap would only hold its body in memory.
 */
export const apiBodyLimit = createMiddleware(async (c, next) => {
  const upload = uploadKindOf(c);
  if (upload === 'streamed') return next();
  return (upload === 'read whole' ? uploadLimit : jsonLimit)(c, next);
});

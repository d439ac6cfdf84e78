import { fileTypeFromBlob } from 'file-type';
import type { Context, MiddlewareHandler } from 'hono';
import { matchedRoutes } from 'hono/route';
import type { RouterRoute } from 'hono/types';
import { bodyLimit } from 'hono/body-limit';
import { ApiFailure } from '@bff/http/errors';

/** What a detected content type is forwarded as: the upstream gets a type and extension that match the bytes. */
export interface UploadKind {
  ext: string;
  mime: string;
  /**
   * Bytes the content must hold, for a kind file-type names only by its container: a Word 97-2003
   * .doc is a Compound File with a 'WordDocument' stream, as are installers and mail without one.
   */
  holds?: Buffer;
}

/**
 * Reads the bytes (not the name, not the browser's claim) and, when they are an allowed kind, returns
 * the file renamed `<baseName>.<ext>` with the matching type. The shopper's own file name never goes
 * upstream, so no odd characters or paths reach its storage. Null when the content is not allowed.
 */
export async function contentCheckedFile(
  file: File,
  kinds: Readonly<Record<string, UploadKind>>,
  baseName: string,
): Promise<File | null> {
  const detected = await fileTypeFromBlob(file);
  const kind = detected ? kinds[detected.mime] : undefined;
  if (!kind) return null;
  const bytes = Buffer.from(await file.arrayBuffer());
  if (kind.holds && !bytes.includes(kind.holds)) return null;
  return new File([bytes], `${baseName}.${kind.ext}`, { type: kind.mime });
}

/** Room for the text fields sent beside a file. */
const FORM_FIELDS_ALLOWANCE = 64 * 1024;

/**
 * A body cap just above the file limit, checked before the body is read: a far larger upload is
 * refused at once with the form's own message (413) instead of being parsed first.
 */
export function uploadBodyLimit(maxFileBytes: number, field: string, message: string): MiddlewareHandler {
  return bodyLimit({
    maxSize: maxFileBytes + FORM_FIELDS_ALLOWANCE,
    onError: () => {
      throw new ApiFailure(413, 'file_too_large', message, { [field]: [message] });
    },
  });
}

/**
 * Marks a route as an upload (a multipart post of a file) that reads the whole body: the server gives
 * a request to its path the upload's longer time to arrive in (uploadPaths), and the API's body limit
 * the upload's size (apiBodyLimit). The route says so itself, so the server's list of uploads is read
 * from the routes and cannot miss one; a client's Content-Type has no say in it.
 */
export const uploadRoute: MiddlewareHandler = (_c, next) => next();

/**
 * Marks an upload that streams through to the upstream and counts its own bytes (print artwork, up to
 * 50 MB): an upload as uploadRoute's are, but no body limit holds its body in memory to count it.
 */
export const streamedUploadRoute: MiddlewareHandler = (_c, next) => next();

/** How an upload route takes its body; undefined for every other route. */
type UploadKindOfRoute = 'read whole' | 'streamed';

const UPLOAD_MARKS = new Map<unknown, UploadKindOfRoute>([
  [uploadRoute, 'read whole'],
  [streamedUploadRoute, 'streamed'],
]);

const uploadMarkOf = (route: RouterRoute) => (route.method === 'POST' ? UPLOAD_MARKS.get(route.handler) : undefined);

/** The paths of the app's upload routes (those marked uploadRoute or streamedUploadRoute), all of them posts. */
export function uploadPaths(routes: readonly RouterRoute[]): ReadonlySet<string> {
  return new Set(routes.filter((route) => uploadMarkOf(route) !== undefined).map((route) => route.path));
}

/** Whether the route a request reached is marked as an upload, and which kind: by its route alone. */
export function uploadKindOf(c: Context): UploadKindOfRoute | undefined {
  for (const route of matchedRoutes(c)) {
    const kind = uploadMarkOf(route);
    if (kind) return kind;
  }
  return undefined;
}

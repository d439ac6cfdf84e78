import { randomBytes } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import * as v from 'valibot';
import { ApiFailure } from '@bff/http/errors';
import { MalformedMultipartError, multipartBoundary, multipartParts, type MultipartPart } from '@bff/http/multipart-stream';
import { LINE_CODE_MESSAGE, LineCodeSchema } from '@bff/schemas/cart';
import { ARTWORK_RULE, ARTWORK_TOO_LARGE_MESSAGE, MAX_ARTWORK_BYTES } from '@bff/schemas/checkout';
import type { UpstreamClient } from '@bff/upstream/client';
import type { ArtworkUpload } from '@bff/view-models';
import { refusal } from '@bff/http/refusals';
import type { UploadKind } from '@bff/http/uploads';

// A print file goes from the browser to the upstream as it arrives: its first bytes decide whether it
// is artwork at all, then it streams on, counted, and is cut off the moment it passes the limit.

/** Enough of the file for file-type to recognise every artwork format. */
const SNIFF_BYTES = 4100;
/** Room for the form's text fields and the multipart framing around the file. */
const FORM_ALLOWANCE_BYTES = 64 * 1024;
const LINE_CODE_MAX_BYTES = 400;
const FILE_REQUIRED_MESSAGE = 'Please choose a file to upload.';
/** The file name kept for the shopper's own view; the upstream gets `artwork.<ext>` instead. */
const MAX_SHOWN_NAME = 80;

class UploadTooLargeError extends Error {
  override readonly name = 'UploadTooLargeError';
}

const fileRefused = (message: string) => new ApiFailure(400, 'validation_failed', message, { file: [message] });
const tooLarge = () => new ApiFailure(413, 'file_too_large', ARTWORK_TOO_LARGE_MESSAGE, { file: [ARTWORK_TOO_LARGE_MESSAGE] });

const extensionOf = (name: string) => /\.([a-z0-9]{1,5})$/i.exec(name)?.[1]?.toLowerCase() ?? '';

/**
 * What detected bytes are sent as. file-type reads a PDF-based Illustrator file (every version since
 * CS) as a PDF and an Illustrator 8-or-older one as PostScript; only the name tells them apart, so a
 * `.ai` name keeps either as Illustrator. Plain PostScript is accepted only as such a legacy `.ai`; an
 * EPS must carry its EPSF header (or the binary DOS EPS header) to be read as one.
 */
export function artworkKind(detectedMime: string, fileName: string): UploadKind | null {
  const illustrator = extensionOf(fileName) === 'ai';
  switch (detectedMime) {
    case 'application/pdf':
      return illustrator ? { ext: 'ai', mime: 'application/illustrator' } : { ext: 'pdf', mime: 'application/pdf' };
    case 'application/postscript':
      return illustrator ? { ext: 'ai', mime: 'application/postscript' } : null;
    case 'application/eps':
      return { ext: 'eps', mime: 'application/postscript' };
    case 'image/png':
      return { ext: 'png', mime: 'image/png' };
    case 'image/jpeg':
      return { ext: 'jpg', mime: 'image/jpeg' };
    case 'image/tiff':
      return { ext: 'tif', mime: 'image/tiff' };
    default:
      return null;
  }
}

/** The name as the shopper knows it, without a path or control characters, short enough to show. */
export function shownFileName(name: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
  const base = (name.split(/[\\/]/).pop() ?? '').replace(/[\u0000-\u001f\u007f]/g, '').trim() || 'artwork';
  if (base.length <= MAX_SHOWN_NAME) return base;
  const extension = extensionOf(base);
  return extension ? `${base.slice(0, MAX_SHOWN_NAME - extension.length - 2)}….${extension}` : `${base.slice(0, MAX_SHOWN_NAME - 1)}…`;
}

/** Passes bytes on until `max` have gone by, then fails the stream and tells `onTooLarge`. */
function byteLimit(max: number, onTooLarge: () => void): TransformStream<Uint8Array, Uint8Array> {
  let seen = 0;
  return new TransformStream({
    transform(chunk, controller) {
      seen += chunk.byteLength;
      if (seen > max) {
        onTooLarge();
        controller.error(new UploadTooLargeError());
        return;
      }
      controller.enqueue(chunk);
    },
  });
}

/** Reads from a part until `count` bytes are in hand or it ends. */
async function readHead(reader: ReadableStreamDefaultReader<Uint8Array>, count: number): Promise<Buffer> {
  const chunks: Uint8Array[] = [];
  let size = 0;
  while (size < count) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    size += value.byteLength;
  }
  return Buffer.concat(chunks);
}

async function readText(part: MultipartPart, maxBytes: number): Promise<string> {
  const bytes = await readHead(part.body.getReader(), maxBytes + 1);
  if (bytes.length > maxBytes) throw new ApiFailure(400, 'validation_failed', 'The line code is too long.', { lineCode: ['The line code is too long.'] });
  return bytes.toString('utf8');
}

/** The file as the only field of a multipart body of its own, named by its type, never by the shopper. */
function filePartBody(file: ReadableStream<Uint8Array>, kind: UploadKind) {
  const boundary = `----artwork-${randomBytes(12).toString('hex')}`;
  const opening = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="artwork.${kind.ext}"\r\nContent-Type: ${kind.mime}\r\n\r\n`;
  const reader = file.getReader();
  let opened = false;
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!opened) {
        opened = true;
        return controller.enqueue(Buffer.from(opening));
      }
      const { done, value } = await reader.read();
      if (!done) return controller.enqueue(value);
      controller.enqueue(Buffer.from(`\r\n--${boundary}--\r\n`));
      controller.close();
    },
    cancel: (reason) => reader.cancel(reason),
  });
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}

const lineCodeMissing = () => new ApiFailure(400, 'validation_failed', LINE_CODE_MESSAGE, { lineCode: [LINE_CODE_MESSAGE] });

/** One upload's way to stop: either byte limit aborts the upstream call with UploadTooLargeError. */
function uploadStopper() {
  const controller = new AbortController();
  return { signal: controller.signal, tooLarge: () => controller.abort(new UploadTooLargeError()) };
}
type UploadStopper = ReturnType<typeof uploadStopper>;

/** Checks the file by its first bytes, then streams it to the upstream, cut off above the limit. */
async function forwardFile(upstream: UpstreamClient, token: string, part: MultipartPart, stopper: UploadStopper): Promise<ArtworkUpload> {
  const reader = part.body.getReader();
  const head = await readHead(reader, SNIFF_BYTES);
  if (head.length === 0) throw fileRefused(FILE_REQUIRED_MESSAGE);
  const detected = await fileTypeFromBuffer(head);
  const kind = detected ? artworkKind(detected.mime, part.filename ?? '') : null;
  if (!kind) {
    await reader.cancel();
    throw fileRefused(ARTWORK_RULE.typeMessage);
  }
  const file = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(head);
    },
    async pull(controller) {
      const { done, value } = await reader.read();
      if (done) controller.close();
      else controller.enqueue(value);
    },
    cancel: (reason) => reader.cancel(reason),
  }).pipeThrough(byteLimit(MAX_ARTWORK_BYTES, stopper.tooLarge));
  const { body, contentType } = filePartBody(file, kind);
  try {
    const answer = await upstream.upload('artwork', { token, body, contentType, signal: stopper.signal });
    const { artwork_id, size } = answer.data;
    return { artworkId: artwork_id, fileName: shownFileName(part.filename ?? ''), size, type: kind.mime };
  } catch (error) {
    if (error instanceof UploadTooLargeError) throw tooLarge();
    throw refusal(error, 'artwork_refused');
  }
}

/**
 * POST /api/checkout/artwork's body (multipart: lineCode, then file), read as it streams: the file goes
 * to the upstream as it arrives, and nothing else is kept. The line code must come first (browsers send
 * a form's fields in the order they were set), so no file is stored upstream for no line.
 */
export async function receiveArtwork(
  request: Request,
  upstream: UpstreamClient,
  token: string,
): Promise<{ lineCode: string; upload: ArtworkUpload }> {
  const boundary = multipartBoundary(request.headers.get('content-type') ?? undefined);
  if (!boundary || !request.body) throw fileRefused(FILE_REQUIRED_MESSAGE);
  if (Number(request.headers.get('content-length') ?? 0) > MAX_ARTWORK_BYTES + FORM_ALLOWANCE_BYTES) throw tooLarge();

  let lineCode: string | null = null;
  let upload: ArtworkUpload | null = null;
  const stopper = uploadStopper();
  // No request, whatever its parts, carries more than one file's worth.
  const body = request.body.pipeThrough(byteLimit(MAX_ARTWORK_BYTES + FORM_ALLOWANCE_BYTES, stopper.tooLarge));
  try {
    for await (const part of multipartParts(body, boundary)) {
      if (part.name === 'lineCode' && part.filename === null) {
        const parsed = v.safeParse(LineCodeSchema, await readText(part, LINE_CODE_MAX_BYTES));
        if (!parsed.success) throw new ApiFailure(400, 'validation_failed', parsed.issues[0].message, { lineCode: [parsed.issues[0].message] });
        lineCode = parsed.output;
      } else if (part.name === 'file' && part.filename !== null && upload === null) {
        if (lineCode === null) {
          await part.body.cancel();
          throw lineCodeMissing();
        }
        upload = await forwardFile(upstream, token, part, stopper);
      } else {
        await part.body.cancel();
      }
    }
  } catch (error) {
    if (error instanceof UploadTooLargeError) throw tooLarge();
    if (error instanceof MalformedMultipartError) throw fileRefused(FILE_REQUIRED_MESSAGE);
    throw error;
  }
  if (!upload) throw fileRefused(FILE_REQUIRED_MESSAGE);
  if (lineCode === null) throw lineCodeMissing();
  return { lineCode, upload };
}

// A multipart/form-data body read part by part as it arrives, so a large file can be passed on
// (to the upstream) without ever being held in memory: each part's body is a stream of its own.
// Request.formData() and Hono's parseBody() would buffer the whole body first.

/** The body does not follow RFC 7578 (no boundary, a part without headers, cut short). */
export class MalformedMultipartError extends Error {
  override readonly name = 'MalformedMultipartError';
  constructor() {
    super('The form data could not be read.');
  }
}

export interface MultipartPart {
  name: string;
  /** The name the browser gave a file field's file; null for a text field. */
  filename: string | null;
  contentType: string | null;
  /** Read it to its end, or cancel it, before asking for the next part. */
  body: ReadableStream<Uint8Array>;
}

const CRLF = Buffer.from('\r\n');
const CLOSE = Buffer.from('--');
const HEADERS_END = Buffer.from('\r\n\r\n');
/** Anything a browser writes before the first boundary, and a part's headers, are short. */
const MAX_PREAMBLE_BYTES = 1024;
const MAX_HEADER_BYTES = 16 * 1024;

/** The boundary of a `multipart/form-data; boundary=…` content type, or null for anything else. */
export function multipartBoundary(contentType: string | undefined): string | null {
  if (!contentType || !/^multipart\/form-data\s*(;|$)/i.test(contentType)) return null;
  const match = /;\s*boundary=(?:"([^"]{1,70})"|([^\s;"]{1,70}))/i.exec(contentType);
  return match?.[1] ?? match?.[2] ?? null;
}

/** Buffers only what a boundary search needs: a part's data flows through in the chunks it came in. */
class ByteReader {
  private buffer: Buffer = Buffer.alloc(0);
  private ended = false;

  constructor(private readonly reader: ReadableStreamDefaultReader<Uint8Array>) {}

  /** Reads one more chunk of the body; false once it has ended. */
  private async more(): Promise<boolean> {
    if (this.ended) return false;
    const { done, value } = await this.reader.read();
    if (done) {
      this.ended = true;
      return false;
    }
    this.buffer = this.buffer.length === 0 ? Buffer.from(value) : Buffer.concat([this.buffer, value]);
    return true;
  }

  private cut(end: number, skip = 0): Buffer {
    const head = this.buffer.subarray(0, end);
    this.buffer = this.buffer.subarray(end + skip);
    return head;
  }

  /** The bytes before `needle`, which is consumed too; at most `limit` bytes are searched. */
  async until(needle: Buffer, limit: number): Promise<Buffer> {
    for (;;) {
      const at = this.buffer.indexOf(needle);
      if (at >= 0) return this.cut(at, needle.length);
      if (this.buffer.length > limit + needle.length || !(await this.more())) throw new MalformedMultipartError();
    }
  }

  async take(count: number): Promise<Buffer> {
    while (this.buffer.length < count) if (!(await this.more())) throw new MalformedMultipartError();
    return this.cut(count);
  }

  /**
   * The next piece of a part's data: everything before `delimiter` (then `last` is true), or what
   * is certainly not the start of it, keeping back the few bytes that might be.
   */
  async dataBefore(delimiter: Buffer): Promise<{ chunk: Buffer; last: boolean }> {
    for (;;) {
      const at = this.buffer.indexOf(delimiter);
      if (at >= 0) return { chunk: this.cut(at, delimiter.length), last: true };
      const certain = this.buffer.length - (delimiter.length - 1);
      if (certain > 0) return { chunk: this.cut(certain), last: false };
      if (!(await this.more())) throw new MalformedMultipartError();
    }
  }

  prepend(bytes: Buffer): void {
    this.buffer = Buffer.concat([bytes, this.buffer]);
  }

  cancel(): void {
    this.reader.cancel().catch(() => undefined);
  }
}

/** `name="lineCode"; filename="a.pdf"` of a Content-Disposition; quoted values may escape quotes. */
function dispositionParams(value: string): Map<string, string> {
  const params = new Map<string, string>();
  for (const [, key = '', quoted, bare] of value.matchAll(/;\s*([A-Za-z*-]+)=(?:"((?:[^"\\]|\\.)*)"|([^;]*))/g)) {
    params.set(key.toLowerCase(), quoted !== undefined ? quoted.replace(/\\(.)/g, '$1') : (bare ?? '').trim());
  }
  return params;
}

function partHeaders(block: Buffer): Omit<MultipartPart, 'body'> {
  const headers = new Map<string, string>();
  // Browsers send the file name as raw UTF-8.
  for (const line of block.toString('utf8').split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  const disposition = headers.get('content-disposition') ?? '';
  if (!/^form-data\s*(;|$)/i.test(disposition)) throw new MalformedMultipartError();
  const params = dispositionParams(disposition);
  const name = params.get('name');
  if (name === undefined) throw new MalformedMultipartError();
  return { name, filename: params.get('filename') ?? null, contentType: headers.get('content-type') ?? null };
}

/**
 * The parts of a multipart body, in order. Each part's body streams straight from the request;
 * whatever a consumer leaves unread of a part is skipped when it asks for the next one. Breaking
 * out of the loop early releases the request body.
 */
export async function* multipartParts(body: ReadableStream<Uint8Array>, boundary: string): AsyncGenerator<MultipartPart> {
  const input = new ByteReader(body.getReader());
  const delimiter = Buffer.from(`\r\n--${boundary}`);
  let complete = false;
  try {
    // The first boundary has no line break before it: read the body as if it had one.
    input.prepend(CRLF);
    await input.until(delimiter, MAX_PREAMBLE_BYTES);
    for (;;) {
      const after = await input.take(2);
      if (after.equals(CLOSE)) {
        complete = true;
        return;
      }
      if (!after.equals(CRLF)) throw new MalformedMultipartError();
      const headers = partHeaders(await input.until(HEADERS_END, MAX_HEADER_BYTES));

      let finished = false;
      const nextChunk = async () => {
        const { chunk, last } = await input.dataBefore(delimiter);
        finished = last;
        return chunk;
      };
      const partBody = new ReadableStream<Uint8Array>({
        async pull(controller) {
          try {
            // Enqueue something or close: a pull that does neither would never be called again.
            for (;;) {
              if (finished) return controller.close();
              const chunk = await nextChunk();
              if (chunk.length > 0) return controller.enqueue(chunk);
            }
          } catch (error) {
            controller.error(error);
          }
        },
      });
      yield { ...headers, body: partBody };
      while (!finished) await nextChunk();
    }
  } finally {
    if (!complete) input.cancel();
  }
}

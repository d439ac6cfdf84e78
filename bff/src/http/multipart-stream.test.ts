import { describe, expect, it } from 'vitest';
import { MalformedMultipartError, multipartBoundary, multipartParts } from './multipart-stream';

/** A FormData as a browser encodes it, delivered in chunks of `size` bytes (boundaries split anywhere). */
async function encoded(form: FormData, size: number) {
  const response = new Response(form);
  const bytes = new Uint8Array(await response.arrayBuffer());
  let offset = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (offset >= bytes.length) return controller.close();
      controller.enqueue(bytes.slice(offset, offset + size));
      offset += size;
    },
  });
  return { body, boundary: multipartBoundary(response.headers.get('content-type') ?? undefined)! };
}

const text = async (stream: ReadableStream<Uint8Array>) => Buffer.from(await new Response(stream).arrayBuffer()).toString('utf8');

function sampleForm() {
  const form = new FormData();
  form.set('lineCode', 'line-1');
  form.set('file', new File(['%PDF-1.7\r\n--not-a-boundary\r\n', new Uint8Array(5000).fill(7)], 'Café "final".pdf', { type: 'application/pdf' }));
  form.set('note', 'last');
  return form;
}

describe('multipartParts', () => {
  it.each([1, 7, 64, 100_000])('reads every part with its body, in chunks of %i bytes', async (size) => {
    const { body, boundary } = await encoded(sampleForm(), size);
    const parts: { name: string; filename: string | null; contentType: string | null; length: number; start: string }[] = [];
    for await (const part of multipartParts(body, boundary)) {
      const content = Buffer.from(await new Response(part.body).arrayBuffer());
      parts.push({ name: part.name, filename: part.filename, contentType: part.contentType, length: content.length, start: content.subarray(0, 8).toString() });
    }
    expect(parts).toEqual([
      { name: 'lineCode', filename: null, contentType: null, length: 6, start: 'line-1' },
      { name: 'file', filename: 'Café %22final%22.pdf', contentType: 'application/pdf', length: 28 + 5000, start: '%PDF-1.7' },
      { name: 'note', filename: null, contentType: null, length: 4, start: 'last' },
    ]);
  });

  it('skips what a consumer leaves unread of a part', async () => {
    const { body, boundary } = await encoded(sampleForm(), 512);
    const seen: string[] = [];
    for await (const part of multipartParts(body, boundary)) {
      if (part.name === 'file') await part.body.cancel();
      else seen.push(`${part.name}=${await text(part.body)}`);
    }
    expect(seen).toEqual(['lineCode=line-1', 'note=last']);
  });

  it('fails a body cut short instead of taking it as complete', async () => {
    const { body, boundary } = await encoded(sampleForm(), 1000);
    const reader = body.getReader();
    let sent = 0;
    const truncated = new ReadableStream<Uint8Array>({
      async pull(controller) {
        const { done, value } = await reader.read();
        if (done || sent > 2000) return controller.close();
        sent += value.length;
        controller.enqueue(value);
      },
    });
    const read = async () => {
      for await (const part of multipartParts(truncated, boundary)) await text(part.body);
    };
    await expect(read()).rejects.toBeInstanceOf(MalformedMultipartError);
  });

  it('finds the boundary of multipart form data only', () => {
    expect(multipartBoundary('multipart/form-data; boundary=----abc123')).toBe('----abc123');
    expect(multipartBoundary('Multipart/Form-Data; charset=utf-8; boundary="quoted value"')).toBe('quoted value');
    expect(multipartBoundary('multipart/mixed; boundary=x')).toBeNull();
    expect(multipartBoundary('application/json')).toBeNull();
    expect(multipartBoundary(undefined)).toBeNull();
  });
});

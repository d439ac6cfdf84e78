import { upstreamTooLarge } from './upstream-error';

/**
 * An upstream answer's body as text, refused once it passes `maxBytes`: bytes are counted as they
 * arrive and the stream is cancelled there (which closes its connection), so an oversized answer
 * is never held whole. A declared Content-Length over the cap is refused before anything is read.
 */
export async function readCappedText(template: string, response: Response, maxBytes: number): Promise<string> {
  const tooLarge = () => upstreamTooLarge(template, response.status, maxBytes);
  if (Number(response.headers.get('content-length') ?? 0) > maxBytes) {
    await response.body?.cancel().catch(() => undefined);
    throw tooLarge();
  }
  if (!response.body) return '';
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let received = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    received += value.byteLength;
    if (received > maxBytes) {
      await reader.cancel().catch(() => undefined);
      throw tooLarge();
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

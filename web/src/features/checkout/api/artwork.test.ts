import { afterEach, describe, expect, it, vi } from 'vitest';
import { BffError } from '@web/lib/bff-client';
import { ARTWORK_UPLOAD_URL, uploadArtwork } from './artwork';

/** Stands in for the browser's XMLHttpRequest: records what was sent and lets a test answer. */
class FakeXhr {
  static last: FakeXhr;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: FormData | null = null;
  status = 0;
  responseText = '';
  aborted = false;
  upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onabort: (() => void) | null = null;

  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    this.body = body;
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = typeof body === 'string' ? body : JSON.stringify(body);
    this.onload?.();
  }
}

vi.stubGlobal('XMLHttpRequest', FakeXhr);
afterEach(() => vi.clearAllMocks());

const file = () => new File(['%PDF-1.4'], 'cards.pdf', { type: 'application/pdf' });

describe('uploadArtwork', () => {
  it('posts lineCode and file with the CSRF header, reporting progress until the BFF answers', async () => {
    const onProgress = vi.fn();
    const upload = uploadArtwork('line-1', file(), { onProgress });
    const xhr = FakeXhr.last;
    expect([xhr.method, xhr.url]).toEqual(['POST', ARTWORK_UPLOAD_URL]);
    expect(ARTWORK_UPLOAD_URL).toBe('/api/checkout/artwork');
    expect(xhr.headers).toEqual({ 'X-Requested-With': 'storefront' });
    expect(xhr.body?.get('lineCode')).toBe('line-1');
    expect((xhr.body?.get('file') as File).name).toBe('cards.pdf');

    xhr.upload.onprogress?.({ lengthComputable: true, loaded: 25, total: 100 });
    expect(onProgress).toHaveBeenLastCalledWith(0.25);
    const answer = { artworkId: 'art-1', fileName: 'cards.pdf', size: 8, type: 'application/pdf' };
    xhr.answer(200, answer);
    await expect(upload).resolves.toEqual(answer);
    expect(onProgress).toHaveBeenLastCalledWith(1);
  });

  it('turns a refusal into the BFF error with its field message', async () => {
    const upload = uploadArtwork('line-1', file(), { onProgress: () => {} });
    FakeXhr.last.answer(400, { error: { code: 'validation_failed', message: 'Bad file', fields: { file: ['Please upload a PDF, AI, EPS, PNG, JPG or TIFF file.'] } } });
    const error = (await upload.catch((caught: unknown) => caught)) as BffError;
    expect(error).toBeInstanceOf(BffError);
    expect(error.status).toBe(400);
    expect(error.fields.file).toEqual(['Please upload a PDF, AI, EPS, PNG, JPG or TIFF file.']);
  });

  it('reports a lost connection as a network failure and a cancel as an abort', async () => {
    const lost = uploadArtwork('line-1', file(), { onProgress: () => {} });
    FakeXhr.last.onerror?.();
    await expect(lost).rejects.toMatchObject({ status: 0, isNetworkFailure: true });

    const controller = new AbortController();
    const cancelled = uploadArtwork('line-1', file(), { onProgress: () => {}, signal: controller.signal });
    controller.abort();
    await expect(cancelled).rejects.toMatchObject({ name: 'AbortError' });
    expect(FakeXhr.last.aborted).toBe(true);
  });
});

import { fileTypeFromBuffer } from 'file-type';
import { describe, expect, it } from 'vitest';
import { store } from '@mocks/store';
import { LINE_CODE_MESSAGE } from '@bff/schemas/cart';
import { ARTWORK_RULE, ARTWORK_TOO_LARGE_MESSAGE, CHECKOUT_MESSAGES, MAX_ARTWORK_BYTES } from '@bff/schemas/checkout';
import { useShopHarness } from '@bff/session/test-harness';
import { SAME_ORIGIN } from '@bff/upstream/test-upstream';
import type { ApiError, ArtworkUpload, CheckoutState, PlacedOrder } from '@bff/view-models';
import { artworkKind, shownFileName } from './artwork-upload';
import { ITEMS, checkoutCalls, json } from './test-checkout';

const shop = useShopHarness();
const checkout = checkoutCalls(shop);

const latin1 = (text: string) => Buffer.from(text, 'latin1');

/** The smallest real files of each kind, as a designer's software writes their first bytes. */
const SAMPLES = {
  pdf: latin1('%PDF-1.7\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n'),
  illustrator: latin1('%PDF-1.6\n%\xe2\xe3\xcf\xd3\n1 0 obj\n<< /Creator (Adobe Illustrator 27.0) >>\nendobj\n%%EOF\n'),
  legacyIllustrator: latin1('%!PS-Adobe-3.0\n%%Creator: Adobe Illustrator(R) 8.0\n%%BoundingBox: 0 0 100 100\n%%EndComments\n'),
  eps: latin1('%!PS-Adobe-3.0 EPSF-3.0\n%%BoundingBox: 0 0 100 100\n%%EndComments\nshowpage\n'),
  dosEps: Buffer.concat([Buffer.from([0xc5, 0xd0, 0xd3, 0xc6, 30, 0, 0, 0, 10, 0, 0, 0, ...Array<number>(18).fill(0), 0xff, 0xff]), latin1('%!PS-Adobe-3.0 EPSF-3.0\n')]),
  png: Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64'),
  jpeg: Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00, 0xff, 0xd9]),
  tiff: Buffer.from([0x49, 0x49, 0x2a, 0x00, 0x08, 0x00, 0x00, 0x00, 0x01, 0x00, 0x00, 0x01, 0x03, 0x00, 0x01, 0x00, 0x00, 0x00, 0x01, 0x00, 0x00, 0x00, 0, 0, 0, 0]),
  exe: Buffer.concat([latin1('MZ\x90\x00\x03\x00\x00\x00'), Buffer.alloc(120)]),
};

async function kindOf(sample: Buffer, name: string) {
  const detected = await fileTypeFromBuffer(sample);
  return detected ? artworkKind(detected.mime, name) : null;
}

function upload(file: Buffer, name: string, lineCode: string | null = 'line-cards', lineCodeFirst = true) {
  const form = new FormData();
  if (lineCode !== null && lineCodeFirst) form.set('lineCode', lineCode);
  form.set('file', new File([new Uint8Array(file)], name, { type: 'application/pdf' }));
  if (lineCode !== null && !lineCodeFirst) form.set('lineCode', lineCode);
  return shop.browser.request('/api/checkout/artwork', { method: 'POST', form });
}

const artworkCalls = () => shop.upstream.requests.filter((line) => line.startsWith('POST /api/v1/artwork'));

describe('artwork detection (file-type on real samples)', () => {
  it.each([
    ['pdf', SAMPLES.pdf, 'flyer.pdf', { ext: 'pdf', mime: 'application/pdf' }],
    ['PDF-based Illustrator', SAMPLES.illustrator, 'logo.ai', { ext: 'ai', mime: 'application/illustrator' }],
    ['Illustrator 8 and older (PostScript)', SAMPLES.legacyIllustrator, 'logo.AI', { ext: 'ai', mime: 'application/postscript' }],
    ['EPS', SAMPLES.eps, 'logo.eps', { ext: 'eps', mime: 'application/postscript' }],
    ['binary DOS EPS', SAMPLES.dosEps, 'logo.eps', { ext: 'eps', mime: 'application/postscript' }],
    ['PNG', SAMPLES.png, 'photo.png', { ext: 'png', mime: 'image/png' }],
    ['JPEG', SAMPLES.jpeg, 'photo.jpeg', { ext: 'jpg', mime: 'image/jpeg' }],
    ['TIFF', SAMPLES.tiff, 'scan.tiff', { ext: 'tif', mime: 'image/tiff' }],
  ])('accepts %s', async (_kind, sample, name, expected) => {
    expect(await kindOf(sample, name)).toEqual(expected);
    expect(ARTWORK_RULE.mimeTypes).toContain(expected.mime);
  });

  it.each([
    ['a program renamed .pdf', SAMPLES.exe, 'artwork.pdf'],
    ['plain PostScript that is not Illustrator', SAMPLES.legacyIllustrator, 'page.eps'],
    ['text', latin1('just some words, no artwork'), 'notes.pdf'],
  ])('refuses %s', async (_kind, sample, name) => {
    expect(await kindOf(sample, name)).toBeNull();
  });

  it('keeps a readable, short file name for the shopper', () => {
    expect(shownFileName('C:\\Users\\ada\\Desktop\\flyer final.pdf')).toBe('flyer final.pdf');
    expect(shownFileName('bad\u0000name\u001f.pdf')).toBe('badname.pdf');
    const long = shownFileName(`${'a'.repeat(200)}.pdf`);
    expect(long).toHaveLength(80);
    expect(long.endsWith('….pdf')).toBe(true);
  });
});

describe('POST /api/checkout/artwork', () => {
  it('stores the file upstream as the type its bytes show, and saves it as the line’s choice', async () => {
    await checkout.guest();
    const response = await upload(SAMPLES.illustrator, 'Logo (final).ai');
    expect(response.status).toBe(200);
    const uploaded = await json<ArtworkUpload>(response);
    expect(uploaded).toEqual({ artworkId: expect.stringMatching(/^art_/), fileName: 'Logo (final).ai', size: SAMPLES.illustrator.length, type: 'application/illustrator' });
    // The upstream gets a name from the type, never the shopper's.
    expect(store.artworks.get(uploaded.artworkId)).toMatchObject({ file_name: 'artwork.ai', mime: 'application/illustrator', size: SAMPLES.illustrator.length });
    expect((await json<CheckoutState>(await checkout.send('GET', ''))).artwork).toEqual({
      'line-cards': { kind: 'upload', artworkId: uploaded.artworkId, fileName: 'Logo (final).ai', size: SAMPLES.illustrator.length },
    });
  });

  it('refuses a file sent before its line code, before anything goes upstream', async () => {
    await checkout.guest();
    const response = await upload(SAMPLES.png, 'photo.png', 'line-flyers', false);
    expect(response.status).toBe(400);
    expect((await json<ApiError>(response)).error.fields).toEqual({ lineCode: [LINE_CODE_MESSAGE] });
    expect(artworkCalls()).toEqual([]);
    expect((await json<CheckoutState>(await checkout.send('GET', ''))).artwork).toEqual({});
  });

  it('refuses a program renamed .pdf by its content, before anything goes upstream', async () => {
    await checkout.guest();
    const response = await upload(SAMPLES.exe, 'artwork.pdf');
    expect(response.status).toBe(400);
    expect(await json<ApiError>(response)).toEqual({
      error: { code: 'validation_failed', message: ARTWORK_RULE.typeMessage, fields: { file: [ARTWORK_RULE.typeMessage] } },
    });
    expect(artworkCalls()).toEqual([]);
  });

  it('asks for the file and the line code', async () => {
    await checkout.guest();
    expect((await json<ApiError>(await upload(SAMPLES.pdf, 'a.pdf', null))).error.fields).toEqual({ lineCode: [LINE_CODE_MESSAGE] });
    expect(artworkCalls()).toEqual([]);
    const noFile = new FormData();
    noFile.set('lineCode', 'line-cards');
    const response = await shop.browser.request('/api/checkout/artwork', { method: 'POST', form: noFile });
    expect(response.status).toBe(400);
    expect(Object.keys((await json<ApiError>(response)).error.fields ?? {})).toEqual(['file']);
    expect((await shop.browser.request('/api/checkout/artwork', { method: 'POST', json: { file: 'x' } })).status).toBe(400);
  });

  it('refuses a body declared larger than the limit at once (413)', async () => {
    await checkout.guest();
    const response = await shop.bff.app.request('/api/checkout/artwork', {
      method: 'POST',
      headers: { ...SAME_ORIGIN, cookie: cookieHeader(), 'content-type': 'multipart/form-data; boundary=x', 'content-length': String(MAX_ARTWORK_BYTES * 2) },
      body: '--x--\r\n',
    });
    expect(response.status).toBe(413);
    expect((await json<ApiError>(response)).error.fields).toEqual({ file: [ARTWORK_TOO_LARGE_MESSAGE] });
    expect(artworkCalls()).toEqual([]);
  });

  it('streams a file without a declared size and cuts it off just above the limit (413)', async () => {
    await checkout.guest();
    const boundary = 'oversized-artwork';
    const megabyte = Buffer.alloc(1024 * 1024);
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(latin1(`--${boundary}\r\nContent-Disposition: form-data; name="lineCode"\r\n\r\nline-cards\r\n`));
        controller.enqueue(latin1(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="huge.pdf"\r\nContent-Type: application/pdf\r\n\r\n`));
        controller.enqueue(SAMPLES.pdf);
      },
      pull(controller) {
        if (sent > MAX_ARTWORK_BYTES) {
          controller.enqueue(latin1(`\r\n--${boundary}--\r\n`));
          controller.close();
          return;
        }
        sent += megabyte.length;
        controller.enqueue(megabyte);
      },
    });
    const response = await postStreamed(body, boundary);
    expect(response.status).toBe(413);
    expect((await json<ApiError>(response)).error).toMatchObject({ code: 'file_too_large', fields: { file: [ARTWORK_TOO_LARGE_MESSAGE] } });
    expect(store.artworks.size).toBe(0);
    expect((await json<CheckoutState>(await checkout.send('GET', ''))).artwork).toEqual({});
  });
});

describe('streaming', () => {
  it('passes the file on while the browser is still sending it, never holding it whole', async () => {
    await checkout.guest();
    const boundary = 'streamed-artwork';
    let heldBack = true;
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(latin1(`--${boundary}\r\nContent-Disposition: form-data; name="lineCode"\r\n\r\nline-cards\r\n`));
        controller.enqueue(latin1(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n\r\n`));
        controller.enqueue(Buffer.concat([SAMPLES.pdf, Buffer.alloc(64 * 1024)]));
      },
      async pull(controller) {
        // The rest of the file is sent only once the upstream has the request: a BFF that waited for
        // the whole body before calling the upstream would never get it.
        for (let waited = 0; artworkCalls().length === 0; waited += 10) {
          if (waited > 3000) return controller.error(new Error('the upstream was not called before the body ended'));
          await new Promise((resolve) => setTimeout(resolve, 10));
        }
        heldBack = false;
        controller.enqueue(latin1(`\r\n--${boundary}--\r\n`));
        controller.close();
      },
    });
    const response = await postStreamed(body, boundary);
    expect(response.status).toBe(200);
    expect(heldBack).toBe(false);
    expect((await json<ArtworkUpload>(response)).size).toBe(SAMPLES.pdf.length + 64 * 1024);
  });
});

function cookieHeader(): string {
  return [...shop.browser.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
}

/** A multipart body sent as a stream without a declared size, as a proxy may forward it (chunked). */
function postStreamed(body: ReadableStream<Uint8Array>, boundary: string): Promise<Response> {
  const headers = { ...SAME_ORIGIN, cookie: cookieHeader(), 'content-type': `multipart/form-data; boundary=${boundary}` };
  return Promise.resolve(shop.bff.app.request(new Request('http://localhost/api/checkout/artwork', { method: 'POST', headers, body, duplex: 'half' } as RequestInit)));
}

describe('orders with uploaded artwork', () => {
  it('sends each line’s upload with the order', async () => {
    await checkout.guest();
    await checkout.saveDetails();
    const { artworkId } = await json<ArtworkUpload>(await upload(SAMPLES.pdf, 'cards.pdf', 'line-cards'));
    await checkout.artworkLater('line-flyers');
    const placed = await json<PlacedOrder>(await checkout.placeOrder());
    expect(store.orders.find((order) => order.invoice_no === placed.invoiceNo)?.lines.map((line) => line.artwork_id)).toEqual([artworkId, null]);
  });

  it('keeps both lines’ files when they are uploaded at the same time', async () => {
    await checkout.guest();
    await checkout.saveDetails();
    const uploads = await Promise.all([upload(SAMPLES.pdf, 'cards.pdf', 'line-cards'), upload(SAMPLES.png, 'flyers.png', 'line-flyers')]);
    const [cards, flyers] = await Promise.all(uploads.map((response) => json<ArtworkUpload>(response)));
    expect((await json<CheckoutState>(await checkout.send('GET', ''))).artwork).toEqual({
      'line-cards': { kind: 'upload', artworkId: cards!.artworkId, fileName: 'cards.pdf', size: SAMPLES.pdf.length },
      'line-flyers': { kind: 'upload', artworkId: flyers!.artworkId, fileName: 'flyers.png', size: SAMPLES.png.length },
    });
    const placed = await json<PlacedOrder>(await checkout.placeOrder());
    expect(store.orders.find((order) => order.invoice_no === placed.invoiceNo)?.lines.map((line) => line.artwork_id)).toEqual([cards!.artworkId, flyers!.artworkId]);
  });

  it('asks for a file again when the upstream no longer has it, forgetting that choice', async () => {
    await checkout.guest();
    await checkout.saveDetails();
    await upload(SAMPLES.pdf, 'cards.pdf', 'line-cards');
    await checkout.artworkLater('line-flyers');
    store.artworks.clear();
    const response = await checkout.placeOrder({ items: ITEMS, paymentMethod: 'card' });
    expect(response.status).toBe(400);
    expect((await json<ApiError>(response)).error).toEqual({
      code: 'artwork_invalid',
      message: CHECKOUT_MESSAGES.uploadFailed,
      fields: { 'artwork.line-cards': [CHECKOUT_MESSAGES.uploadFailed] },
    });
    expect((await json<CheckoutState>(await checkout.send('GET', ''))).artwork).toEqual({ 'line-flyers': { kind: 'later' } });
  });
});

import { createChallenge, solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { HttpResponse, http as rawHttp } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { http } from '@mocks/base';
import { useShopHarness } from '@bff/session/test-harness';
import { SAME_ORIGIN, createTestApp } from '@bff/upstream/test-upstream';
import type { ApiError } from '@bff/view-models';
import { CAPTCHA_EXPIRED_MESSAGE, CAPTCHA_INVALID_MESSAGE, captchaSecrets } from '@bff/http/captcha';
import { solvedCaptcha } from '@bff/http/test-captcha';
import { CONTACT_SENT_MESSAGE, CONTACT_STILL_SENDING_MESSAGE } from './contact-routes';

/** Set explicitly so the test can sign a challenge of its own (the expired one). */
const SECRET = 'contact-test-secret-0123456789-abcdef';
const MESSAGE = { name: 'Jo Bloggs', email: 'jo@example.co.uk', message: 'Can you print 500 flyers by Friday?' };

const shop = useShopHarness({ SESSION_SECRET: SECRET });
/** What reached the upstream's contact-us, body by body. */
let sent: unknown[];

beforeEach(() => {
  sent = [];
  shop.upstream.use(
    http.post('/contact-us', async ({ request, response }) => {
      sent.push(await request.json());
      return response(200).json({ success: true, message: 'Thanks, we will reply today.' });
    }),
  );
});

const post = (body: unknown) =>
  shop.bff.app.request('/api/contact', {
    method: 'POST',
    headers: { ...SAME_ORIGIN, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

async function challenge(): Promise<Challenge> {
  const response = await shop.bff.app.request('/api/contact/challenge');
  expect(response.status).toBe(200);
  return (await response.json()) as Challenge;
}

const solvedPayload = () => solvedCaptcha(shop.bff.app, '/api/contact/challenge');

const errorOf = async (response: Response) => ((await response.json()) as ApiError).error;

describe('GET /api/contact/challenge', () => {
  it('issues a fresh, signed proof-of-work challenge that no cache may keep', async () => {
    const response = await shop.bff.app.request('/api/contact/challenge');
    expect(response.headers.get('cache-control')).toBe('no-store');
    const issued = (await response.json()) as Challenge;
    expect(issued.parameters.algorithm).toBe('PBKDF2/SHA-256');
    expect(issued.signature).toMatch(/^[0-9a-f]{64}$/);
    expect(issued.parameters.expiresAt).toBeGreaterThan(Date.now() / 1000);
    expect((await challenge()).parameters.nonce).not.toBe(issued.parameters.nonce);
  });
});

describe('POST /api/contact', () => {
  it("refuses an incomplete message with the spec's messages, before any captcha work", async () => {
    const response = await post({ name: '', email: 'jo@', message: '', captcha: '' });
    expect(response.status).toBe(400);
    expect(await errorOf(response)).toEqual({
      code: 'validation_failed',
      message: 'Name is required',
      fields: {
        name: ['Name is required'],
        email: ['Email is invalid'],
        message: ['Message is required'],
        captcha: ['Please complete the captcha'],
      },
    });
    expect(sent).toEqual([]);
  });

  it('refuses a 1001-character message', async () => {
    const response = await post({ ...MESSAGE, message: 'x'.repeat(1001), captcha: 'anything' });
    expect(response.status).toBe(400);
    expect((await errorOf(response)).fields).toEqual({ message: ['Maximum 1000 characters!'] });
  });

  it('refuses a captcha that is not a solved challenge, and sends nothing', async () => {
    const forged = Buffer.from(JSON.stringify({ challenge: { parameters: {}, signature: 'x' }, solution: { counter: 1 } })).toString('base64');
    for (const captcha of ['not-base64-json', forged]) {
      const response = await post({ ...MESSAGE, captcha });
      expect(response.status).toBe(400);
      expect(await errorOf(response)).toEqual({
        code: 'captcha_refused',
        message: CAPTCHA_INVALID_MESSAGE,
        fields: { captcha: [CAPTCHA_INVALID_MESSAGE] },
      });
    }
    expect(sent).toEqual([]);
  });

  it('refuses a wrong answer to a genuine challenge', async () => {
    const issued = await challenge();
    const wrong = { counter: 1, derivedKey: '00'.repeat(32) };
    const response = await post({ ...MESSAGE, captcha: Buffer.from(JSON.stringify({ challenge: issued, solution: wrong })).toString('base64') });
    expect(response.status).toBe(400);
    expect((await errorOf(response)).code).toBe('captcha_refused');
    expect(sent).toEqual([]);
  });

  it('refuses a challenge signed with another secret (one from a different shop or a forged one)', async () => {
    const other = createTestApp(shop.upstream.url, { SESSION_SECRET: 'another-shop-secret-0123456789-abcdef' });
    try {
      const issued = (await (await other.app.request('/api/contact/challenge')).json()) as Challenge;
      const solution = await solveChallenge({ challenge: issued, deriveKey });
      const response = await post({ ...MESSAGE, captcha: Buffer.from(JSON.stringify({ challenge: issued, solution })).toString('base64') });
      expect((await errorOf(response)).message).toBe(CAPTCHA_INVALID_MESSAGE);
    } finally {
      await other.close();
    }
  });

  it('forwards name, email and message without the captcha, answers the upstream message, and takes each solution once', async () => {
    const captcha = await solvedPayload();
    const response = await post({ ...MESSAGE, captcha });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ message: 'Thanks, we will reply today.' });
    expect(sent).toEqual([MESSAGE]);

    // Another message with the same solution is refused.
    const replay = await post({ ...MESSAGE, message: 'And 500 more?', captcha });
    expect(replay.status).toBe(400);
    expect(await errorOf(replay)).toEqual({ code: 'captcha_refused', message: CAPTCHA_INVALID_MESSAGE, fields: { captcha: [CAPTCHA_INVALID_MESSAGE] } });
    expect(sent).toHaveLength(1);
  });

  it('answers the same message sent again with the same solution (its answer lost on the way) as it was, without sending it twice', async () => {
    const captcha = await solvedPayload();
    expect((await post({ ...MESSAGE, captcha })).status).toBe(200);
    const repeat = await post({ ...MESSAGE, captcha });
    expect(repeat.status).toBe(200);
    expect(await repeat.json()).toEqual({ message: 'Thanks, we will reply today.' });
    expect(sent).toEqual([MESSAGE]);
  });

  it('tells a repeat that arrives while the first send still waits for the upstream to wait, and sends it once', async () => {
    let answer = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    shop.upstream.use(
      http.post('/contact-us', async ({ request, response }) => {
        sent.push(await request.json());
        await answered;
        return response(200).json({ success: true, message: 'Thanks, we will reply today.' });
      }),
    );
    const captcha = await solvedPayload();
    const first = post({ ...MESSAGE, captcha });
    await expect.poll(() => sent.length).toBe(1);
    const repeat = await post({ ...MESSAGE, captcha });
    expect(repeat.status).toBe(409);
    expect(await errorOf(repeat)).toEqual({ code: 'contact_still_sending', message: CONTACT_STILL_SENDING_MESSAGE });
    answer();
    expect((await first).status).toBe(200);
    expect(sent).toEqual([MESSAGE]);
  });

  it('lets the shopper resend with the same solution when the upstream failed to take the message', async () => {
    const captcha = await solvedPayload();
    shop.upstream.use(rawHttp.post('*/api/v1/contact-us', () => HttpResponse.json({ message: 'Down' }, { status: 503 })));
    const failed = await post({ ...MESSAGE, captcha });
    expect(failed.status).toBeGreaterThanOrEqual(500);

    shop.upstream.reset();
    shop.upstream.use(http.post('/contact-us', ({ response }) => response(200).json({ success: true, message: 'Got it.' })));
    const retried = await post({ ...MESSAGE, captcha });
    expect(retried.status).toBe(200);
    expect(await retried.json()).toEqual({ message: 'Got it.' });
  });

  it('answers an expired challenge with its own message', async () => {
    const secrets = captchaSecrets(SECRET);
    const issued = await createChallenge({
      algorithm: 'PBKDF2/SHA-256',
      cost: 10,
      counter: 5,
      deriveKey,
      expiresAt: new Date(Date.now() - 1000),
      hmacSignatureSecret: secrets.signature,
      hmacKeySignatureSecret: secrets.key,
    });
    const solution = await solveChallenge({ challenge: issued, deriveKey });
    const response = await post({ ...MESSAGE, captcha: Buffer.from(JSON.stringify({ challenge: issued, solution })).toString('base64') });
    expect((await errorOf(response)).fields).toEqual({ captcha: [CAPTCHA_EXPIRED_MESSAGE] });
  });

  describe('with a clock', () => {
    beforeEach(() => {
      vi.useFakeTimers({ toFake: ['Date'] });
      return () => vi.useRealTimers();
    });

    it('answers a repeat sent just after its challenge lapsed as the first send, and refuses another message with it', async () => {
      const captcha = await solvedPayload();
      vi.setSystemTime(Date.now() + 29.9 * 60_000);
      expect((await post({ ...MESSAGE, captcha })).status).toBe(200);
      vi.setSystemTime(Date.now() + 0.2 * 60_000);
      const repeat = await post({ ...MESSAGE, captcha });
      expect(repeat.status).toBe(200);
      expect(await repeat.json()).toEqual({ message: 'Thanks, we will reply today.' });
      const other = await post({ ...MESSAGE, message: 'And 200 posters?', captcha });
      expect((await errorOf(other)).fields).toEqual({ captcha: [CAPTCHA_EXPIRED_MESSAGE] });
      expect(sent).toEqual([MESSAGE]);
    });

    it('answers a repeat of a sent message whose answer could not be kept as sent, once the send is past its time limit', async () => {
      const captcha = await solvedPayload();
      vi.spyOn(shop.bff.shared.usedCaptchas, 'set').mockRejectedValueOnce(new Error('store down'));
      expect((await post({ ...MESSAGE, captcha })).status).toBe(200);
      expect((await post({ ...MESSAGE, captcha })).status).toBe(409);
      vi.setSystemTime(Date.now() + 2_000);
      const repeat = await post({ ...MESSAGE, captcha });
      expect(repeat.status).toBe(200);
      expect(await repeat.json()).toEqual({ message: CONTACT_SENT_MESSAGE });
      expect(sent).toEqual([MESSAGE]);
    });
  });

  it('answers the sixth message within 15 minutes from one address with 429', async () => {
    for (let attempt = 0; attempt < 5; attempt += 1) expect((await post({ ...MESSAGE, captcha: 'x' })).status).toBe(400);
    const limited = await post({ ...MESSAGE, captcha: 'x' });
    expect(limited.status).toBe(429);
    expect((await errorOf(limited)).message).toBe('Too many attempts. Please wait 15 minutes and try again.');
  });
});

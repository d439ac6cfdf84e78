import { describe, expect, it } from 'vitest';
import { http } from '@mocks/base';
import { DEMO_EMAILS, DEMO_PASSWORD } from '@mocks/data/users';
import { SEED_TOKENS, lastEmailFor } from '@mocks/store';
import type { ApiError } from '@bff/view-models';
import { RESET_LINK_INVALID_MESSAGE, SET_LINK_REFUSED_MESSAGE } from '@bff/schemas/emailed-links';
import { VERIFICATION_INVALID_MESSAGE } from '@bff/shared/messages';
import { NOT_CUSTOMER_MESSAGE, RESET_LINK_MISSING_MESSAGE } from './password-routes';
import { RATE_LIMITS } from '@bff/http/rate-limits';
import { useShopHarness } from '@bff/session/test-harness';
const shop = useShopHarness();

const NEW_PASSWORD = { password: 'Brand-new-9', password_confirmation: 'Brand-new-9' };

// Emailed tokens are posted in the body: a path is kept by proxies, CDNs, access logs and HAR files.
const post = (path: string, json: unknown) => shop.browser.request(path, { method: 'POST', json });
const confirmResetLink = (token: unknown) => post('/api/password/token', { token });
const setPassword = (token: unknown, passwords: object = NEW_PASSWORD) => post('/api/password/set', { token, ...passwords });
const verify = (token: unknown) => post('/api/verification', { token });
/** What the upstream was asked, by path template word (the token is the last part of each path). */
const upstreamAsked = (word: string) => shop.upstream.requests.filter((request) => request.includes(word));

/** A malformed token is refused before the upstream is asked: 400, the link's own words on the field. */
async function expectTokenRefused(response: Promise<Response>, message: string) {
  const answer = await response;
  expect(answer.status).toBe(400);
  expect(answer.headers.get('cache-control')).toBe('private, no-store');
  expect(((await answer.json()) as ApiError).error).toEqual({ code: 'validation_failed', message, fields: { token: [message] } });
}

const MALFORMED_TOKENS = [undefined, '', 42, 'x'.repeat(201)];

describe('forgot password -> mailed link -> reset', () => {
  it('resets the password with the token held by the BFF, then logs in with it', async () => {
    const forgot = await shop.browser.request('/api/password/forgot', { method: 'POST', json: { email: DEMO_EMAILS.verified } });
    expect(forgot.status).toBe(200);
    expect(await forgot.json()).toEqual({ message: 'We have emailed your password reset link.' });

    // The mock "sends" the mail to its outbox: the link is /change_password/{token}.
    const mail = lastEmailFor(DEMO_EMAILS.verified, 'password-reset');
    expect(mail?.path).toBe(`/change_password/${mail?.token}`);
    const confirm = await confirmResetLink(mail!.token);
    expect(confirm.status).toBe(200);
    expect(confirm.headers.get('cache-control')).toBe('private, no-store');
    const confirmed = await confirm.text();
    expect(JSON.parse(confirmed)).toEqual({ message: 'Your password reset link is valid.', email: DEMO_EMAILS.verified });
    // The token is kept sealed in an httpOnly cookie, never in what the page can read.
    expect(confirmed).not.toContain(mail!.token);
    expect(confirm.headers.getSetCookie().join()).not.toContain(mail!.token);
    // The reset page asks whose password the confirmed link resets.
    const shown = await shop.browser.request('/api/password/reset');
    expect(await shown.json()).toEqual({ email: DEMO_EMAILS.verified });

    const reset = await shop.browser.request('/api/password/reset', { method: 'POST', json: NEW_PASSWORD });
    expect(reset.status).toBe(200);
    expect(await reset.json()).toEqual({ message: 'Your password has been reset successfully. Please log in with your new password.' });
    expect(shop.browser.cookies.has('password-reset')).toBe(false);

    await shop.browser.login(DEMO_EMAILS.verified, NEW_PASSWORD.password);
  });

  it('refuses a reset without a confirmed link, and names no account for it', async () => {
    // Asked by every visit to the reset page: an answer naming nobody, not a 404 the browser logs.
    const shown = await shop.browser.request('/api/password/reset');
    expect(shown.status).toBe(200);
    expect(await shown.json()).toEqual({ email: null });
    const response = await shop.browser.request('/api/password/reset', { method: 'POST', json: NEW_PASSWORD });
    expect(response.status).toBe(400);
    expect(((await response.json()) as ApiError).error).toEqual({ code: 'reset_link_missing', message: RESET_LINK_MISSING_MESSAGE });
  });

  it('shows the upstream message for an unknown link', async () => {
    const response = await confirmResetLink('not-a-real-token');
    expect(response.status).toBe(404);
    expect(((await response.json()) as ApiError).error.message).toBe('Sorry! your password reset link is invalid.');
    expect(shop.browser.cookies.has('password-reset')).toBe(false);
  });

  it('refuses a confirmation without a token with 400, asking the upstream nothing', async () => {
    for (const token of MALFORMED_TOKENS) await expectTokenRefused(confirmResetLink(token), RESET_LINK_INVALID_MESSAGE);
    expect(upstreamAsked('check-password-token-validity')).toEqual([]);
    expect(shop.browser.cookies.has('password-reset')).toBe(false);
  });

  it('no longer confirms a token put in the path', async () => {
    await post('/api/password/forgot', { email: DEMO_EMAILS.verified });
    const mail = lastEmailFor(DEMO_EMAILS.verified, 'password-reset');
    shop.upstream.reset();
    expect((await shop.browser.request(`/api/password/token/${mail!.token}`)).status).toBe(404);
    expect(upstreamAsked('check-password-token-validity')).toEqual([]);
    expect(shop.browser.cookies.has('password-reset')).toBe(false);
  });

  it('answers an unknown email with the upstream message', async () => {
    const response = await shop.browser.request('/api/password/forgot', { method: 'POST', json: { email: 'nobody@example.com' } });
    expect(response.status).toBe(400);
    expect(((await response.json()) as ApiError).error.message).toBe("We can't find a user with that email address.");
  });

  it('answers a forgot-password mail the upstream turns down with success false (under 200) as a refusal', async () => {
    shop.upstream.use(
      http.post('/send-email-for-forget-password-token/{n}', ({ response }) => response(200).json({ success: false, message: 'Please wait before asking again.' })),
    );
    const response = await shop.browser.request('/api/password/forgot', { method: 'POST', json: { email: DEMO_EMAILS.verified } });
    expect(response.status).toBe(400);
    expect(((await response.json()) as ApiError).error.message).toBe('Please wait before asking again.');
  });

  it('limits forgot-password mails per client', async () => {
    for (let attempt = 1; attempt <= RATE_LIMITS.forgotPassword.limit; attempt += 1) {
      await shop.browser.request('/api/password/forgot', { method: 'POST', json: { email: `someone-${attempt}@example.com` } });
    }
    const blocked = await shop.browser.request('/api/password/forgot', { method: 'POST', json: { email: DEMO_EMAILS.verified } });
    expect(blocked.status).toBe(429);
    expect(((await blocked.json()) as ApiError).error.message).toBe('Too many attempts. Please wait 15 minutes and try again.');
  });

  it('mails one recipient at most 3 times an hour, however many clients ask, and says the same whether or not the address has an account', async () => {
    const ask = (email: string, from: string) => shop.browser.request('/api/password/forgot', { method: 'POST', json: { email }, from });
    const unknown = 'nobody-here@example.com';
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      expect((await ask(DEMO_EMAILS.verified, `192.0.2.${attempt}`)).status).toBe(200);
      await ask(unknown, `192.0.2.${attempt}`);
    }
    // Written another way, it is the same inbox.
    const account = await ask(DEMO_EMAILS.verified.toUpperCase(), '192.0.2.4');
    const noAccount = await ask(unknown, '192.0.2.4');
    expect(account.status).toBe(429);
    expect(noAccount.status).toBe(429);
    expect(await account.json()).toEqual(await noAccount.json());
    // Another shopper is not held up by it.
    expect((await ask(DEMO_EMAILS.business, '192.0.2.4')).status).toBe(200);
  });
});

describe('POST /api/password/set', () => {
  it("sets a new customer's first password", async () => {
    const response = await setPassword(SEED_TOKENS.setPassword);
    expect(response.status).toBe(200);
    await shop.browser.login(DEMO_EMAILS.newPhoneCustomer, NEW_PASSWORD.password);
  });

  it('refuses a body without a token with 400, asking the upstream nothing', async () => {
    for (const token of MALFORMED_TOKENS) await expectTokenRefused(setPassword(token), SET_LINK_REFUSED_MESSAGE);
    expect(upstreamAsked('set-password-for-new-customer')).toEqual([]);
  });

  it('no longer takes the token in the path', async () => {
    const response = await shop.browser.request(`/api/password/set/${SEED_TOKENS.setPassword}`, { method: 'POST', json: NEW_PASSWORD });
    expect(response.status).toBe(404);
    expect(upstreamAsked('set-password-for-new-customer')).toEqual([]);
  });

  it('refuses a logged-in customer', async () => {
    await shop.browser.login(DEMO_EMAILS.verified, DEMO_PASSWORD);
    const response = await setPassword(SEED_TOKENS.setPassword);
    expect(response.status).toBe(403);
    expect(((await response.json()) as ApiError).error.message).toBe(NOT_CUSTOMER_MESSAGE);
  });

  it('words a refused link as a set-password link, never as a reset link', async () => {
    const response = await setPassword('no-such-token');
    expect(response.status).toBe(404);
    const { message } = ((await response.json()) as ApiError).error;
    expect(message).toBe(SET_LINK_REFUSED_MESSAGE);
    expect(message).not.toMatch(/reset/i);
  });

  it('checks the pair with the shared messages', async () => {
    const response = await setPassword(SEED_TOKENS.setPassword, { password: 'Brand-new-9', password_confirmation: 'Brand-new-8' });
    expect(((await response.json()) as ApiError).error.fields).toEqual({ password_confirmation: ["Password doesn't match"] });
  });
});

describe('email verification', () => {
  it('verifies an account by the mailed token', async () => {
    const response = await verify(SEED_TOKENS.verification);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(await response.json()).toEqual({
      status: 'verified',
      message: 'You have successfully verified your account from your email.',
      uuid: '8a3e9d41-6c2b-4f7a-b5d0-1e9c3a7f2b22',
    });
    await shop.browser.login(DEMO_EMAILS.unverified, DEMO_PASSWORD);
  });

  it('answers an expired link with 410 and the uuid to resend to', async () => {
    const response = await verify(SEED_TOKENS.expiredVerification);
    expect(response.status).toBe(410);
    expect(await response.json()).toEqual({
      error: { code: 'expired', message: 'Sorry! your account verification token is expired.', uuid: 'c47b1e90-2d8f-4a35-8e6c-9b0a5d1f3c33' },
    });
  });

  it('answers an unknown link with 404, code invalid', async () => {
    const response = await verify('no-such-token');
    expect(response.status).toBe(404);
    expect(((await response.json()) as ApiError).error).toEqual({ code: 'invalid', message: 'Your account verification token is expired or invalid.' });
  });

  it('refuses a body without a token with 400 and the invalid-link text, asking the upstream nothing', async () => {
    for (const token of MALFORMED_TOKENS) await expectTokenRefused(verify(token), VERIFICATION_INVALID_MESSAGE);
    expect(upstreamAsked('account-verify')).toEqual([]);
  });

  it('no longer verifies a token put in the path', async () => {
    expect((await shop.browser.request(`/api/verification/${SEED_TOKENS.verification}`)).status).toBe(404);
    expect(upstreamAsked('account-verify')).toEqual([]);
  });

  it('never calls a link verified that the upstream turns down with success false (under 200)', async () => {
    shop.upstream.use(
      http.get('/account-verify/{token}', ({ response }) =>
        response(200).json({ success: false, message: 'Your account verification token is expired or invalid.' } as never),
      ),
    );
    const response = await verify(SEED_TOKENS.verification);
    expect(response.status).toBe(404);
    expect(((await response.json()) as ApiError).error).toEqual({ code: 'invalid', message: 'Your account verification token is expired or invalid.' });
  });

  it('answers an upstream that asks to wait as such, not as a link that does not exist', async () => {
    shop.upstream.use(
      http.get('/account-verify/{token}', ({ response }) => response('4XX').json({ success: false, message: 'Too many requests.' } as never, { status: 429 })),
    );
    const response = await verify(SEED_TOKENS.verification);
    expect(response.status).toBe(429);
    expect(((await response.json()) as ApiError).error).toEqual({ code: 'verification_refused', message: 'Too many requests.' });
  });

  it('resends one account its mail at most 3 times an hour, however many clients ask', async () => {
    const resend = (uuid: string, from: string) => shop.browser.request('/api/verification/resend', { method: 'POST', json: { uuid }, from });
    const account = 'c47b1e90-2d8f-4a35-8e6c-9b0a5d1f3c33';
    for (let attempt = 1; attempt <= 3; attempt += 1) expect((await resend(account, `192.0.2.${attempt}`)).status).not.toBe(429);
    const fourth = await resend(account.toUpperCase(), '192.0.2.4');
    expect(fourth.status).toBe(429);
    expect(((await fourth.json()) as ApiError).error.message).toBe('Too many attempts. Please wait 60 minutes and try again.');
    expect((await resend('00000000-0000-4000-8000-999999999999', '192.0.2.4')).status).not.toBe(429);
  });

  it('resends the mail, and a fresh link verifies the account', async () => {
    const response = await shop.browser.request('/api/verification/resend', {
      method: 'POST',
      json: { uuid: 'c47b1e90-2d8f-4a35-8e6c-9b0a5d1f3c33' },
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ message: 'Please check your email and verified your account.' });
    const mail = lastEmailFor(DEMO_EMAILS.expiredLink, 'verification');
    expect((await verify(mail!.token)).status).toBe(200);
  });
});

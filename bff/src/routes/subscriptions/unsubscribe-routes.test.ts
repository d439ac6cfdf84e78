import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { DEMO_EMAILS } from '@mocks/data/users';
import { isSubscribed, lastEmailFor, store } from '@mocks/store';
import type { ApiError, SubscriberStatus, UnsubscribePage } from '@bff/view-models';
import { useShopHarness } from '@bff/session/test-harness';
import { UNSUBSCRIBE_LINK_INVALID_MESSAGE } from '@bff/schemas/emailed-links';
const shop = useShopHarness();

async function mailedToken(email: string): Promise<string> {
  const response = await shop.browser.request('/api/unsubscribe/request', { method: 'POST', json: { email } });
  expect(response.status).toBe(200);
  const token = lastEmailFor(email, 'unsubscribe')?.token;
  if (!token) throw new Error('no unsubscribe mail was sent');
  return token;
}

/** Asks whether an address is on the list, as the request-unsubscribe page does: the address in the body. */
const checkSubscriber = (email: unknown) => shop.browser.request('/api/subscribers/check', { method: 'POST', json: { email } });
/** Checks an emailed unsubscribe token, as the unsubscribe page does: the token in the body. */
const checkLink = (token: unknown) => shop.browser.request('/api/unsubscribe/check', { method: 'POST', json: { token } });
/** The token checks the upstream was asked for (the feedback reasons are a shared, cached read). */
const tokenChecks = () => shop.upstream.requests.filter((request) => request.includes('check-unsubscription-token-validity'));

describe('request-unsubscribe page', () => {
  it('tells a subscriber from an address that is not on the list', async () => {
    const yes = await checkSubscriber(DEMO_EMAILS.verified);
    expect(yes.headers.get('cache-control')).toBe('private, no-store');
    expect(((await yes.json()) as SubscriberStatus).subscribed).toBe(true);
    const no = (await (await checkSubscriber('nobody@example.com')).json()) as SubscriberStatus;
    // Yes or no, and nothing more: no upstream wording, nothing about an account.
    expect(no).toEqual({ subscribed: false });
  });

  it('refuses a body without an address with 400 and the field message', async () => {
    for (const [email, message] of [['not-an-email', 'Email is invalid'], ['', 'Email is required'], [42, 'Email is required']] as const) {
      const response = await checkSubscriber(email);
      expect(response.status).toBe(400);
      expect(((await response.json()) as ApiError).error).toMatchObject({ code: 'validation_failed', fields: { email: [message] } });
    }
  });

  it('never takes the address in the path, where proxies and logs keep it', async () => {
    const response = await shop.browser.request(`/api/subscribers/${encodeURIComponent(DEMO_EMAILS.verified)}`);
    expect(response.status).toBe(404);
    expect(shop.upstream.requests).toEqual([]);
  });

  it("refuses an address that is not on the list with the upstream's words, and mails nothing", async () => {
    const response = await shop.browser.request('/api/unsubscribe/request', { method: 'POST', json: { email: 'nobody@example.com' } });
    expect(response.status).toBe(404);
    expect(((await response.json()) as ApiError).error.message).toBe('This email is not in our subscriber list.');
    expect(lastEmailFor('nobody@example.com', 'unsubscribe')).toBeUndefined();
  });

  it('mails one recipient at most 3 times an hour, however many clients ask', async () => {
    const ask = (address: string) =>
      shop.browser.request('/api/unsubscribe/request', { method: 'POST', json: { email: address }, headers: { 'x-forwarded-for': address } });
    for (let attempt = 0; attempt < 3; attempt += 1) expect((await ask(DEMO_EMAILS.verified)).status).toBe(200);
    // Written another way, it is the same inbox.
    const fourth = await ask(DEMO_EMAILS.verified.toUpperCase());
    expect(fourth.status).toBe(429);
    expect(((await fourth.json()) as ApiError).error.message).toBe('Too many attempts. Please wait 60 minutes and try again.');
    // Another subscriber is not held up by it.
    expect((await ask(DEMO_EMAILS.business)).status).toBe(200);
  });

  it('mails the confirmation link', async () => {
    const response = await shop.browser.request('/api/unsubscribe/request', { method: 'POST', json: { email: DEMO_EMAILS.verified } });
    expect(await response.json()).toEqual({ message: "We've sent a confirmation mail to your email address." });
    expect(lastEmailFor(DEMO_EMAILS.verified, 'unsubscribe')?.path).toMatch(/^\/unsubscribe\//);
  });
});

describe('unsubscribe page', () => {
  it('confirms the token, names the address it unsubscribes and lists the feedback reasons', async () => {
    const token = await mailedToken(DEMO_EMAILS.verified);
    const response = await checkLink(token);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const page = (await response.json()) as UnsubscribePage;
    expect(page.email).toBe(DEMO_EMAILS.verified);
    expect(page.reasons).toHaveLength(5);
    expect(page.reasons[0]).toEqual({ id: 1, title: 'I receive too many emails' });
  });

  it('answers a token check without the assumed data.email with the page all the same, naming no address', async () => {
    shop.upstream.use(
      http.get('*/api/v1/check-unsubscription-token-validity/:token', () => HttpResponse.json({ success: true, message: 'Your unsubscribe link is valid.' })),
    );
    const response = await checkLink('some-token');
    expect(response.status).toBe(200);
    const page = (await response.json()) as UnsubscribePage;
    expect(page.email).toBeNull();
    expect(page.message).toBe('Your unsubscribe link is valid.');
    expect(page.reasons).toHaveLength(5);
  });

  it('limits token guesses', async () => {
    for (let attempt = 0; attempt < 10; attempt += 1) expect((await checkLink(`guess-${attempt}`)).status).toBe(404);
    expect((await checkLink('guess-10')).status).toBe(429);
    expect((await shop.browser.request('/api/unsubscribe', { method: 'POST', json: { token: 'x', feedback: '1', message: '' } })).status).toBe(429);
  });

  it('answers an unknown token with 404 and the upstream message', async () => {
    const response = await checkLink('no-such-token');
    expect(response.status).toBe(404);
    expect(((await response.json()) as ApiError).error.message).toBe('Sorry! your unsubscribe link is invalid.');
  });

  it('refuses a body without a token, or with what no token is, with 400 and the field message, asking the upstream nothing', async () => {
    // A lone surrogate cannot be written into the upstream's path; '..' would name another address there.
    for (const token of [undefined, '', 'x'.repeat(201), '\uD800', '..', 'a/b', 'a b']) {
      const response = await checkLink(token);
      expect(response.status).toBe(400);
      expect(((await response.json()) as ApiError).error).toMatchObject({ code: 'validation_failed', fields: { token: [UNSUBSCRIBE_LINK_INVALID_MESSAGE] } });
    }
    expect(tokenChecks()).toEqual([]);
  });

  it('never takes the token in the path, where proxies and logs keep it', async () => {
    const token = await mailedToken(DEMO_EMAILS.verified);
    shop.upstream.reset();
    expect((await shop.browser.request(`/api/unsubscribe/${token}`)).status).toBe(404);
    expect(tokenChecks()).toEqual([]);
  });

  it('unsubscribes with a listed reason', async () => {
    const token = await mailedToken(DEMO_EMAILS.verified);
    const response = await shop.browser.request('/api/unsubscribe', { method: 'POST', json: { token, feedback: '2', message: '' } });
    expect(response.status).toBe(200);
    expect(isSubscribed(DEMO_EMAILS.verified)).toBe(false);
    expect(store.unsubscribeFeedback).toEqual([expect.objectContaining({ feedback: '2', message: null })]);
  });

  it("requires a message when the reason is 'other'", async () => {
    const token = await mailedToken(DEMO_EMAILS.verified);
    const refused = await shop.browser.request('/api/unsubscribe', { method: 'POST', json: { token, feedback: 'other', message: '' } });
    expect(((await refused.json()) as ApiError).error.fields).toEqual({ message: ['Message is required'] });

    const accepted = await shop.browser.request('/api/unsubscribe', { method: 'POST', json: { token, feedback: 'other', message: 'Moving abroad' } });
    expect(accepted.status).toBe(200);
    expect(store.unsubscribeFeedback[0]).toMatchObject({ feedback: 'other', message: 'Moving abroad' });
  });
});

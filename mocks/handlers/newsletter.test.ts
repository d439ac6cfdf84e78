import { beforeEach, describe, expect, it } from 'vitest';
import { DEMO_EMAILS } from '../data/users';
import { isSubscribed, lastEmailFor, resetStore, store } from '../store';
import { call } from '../test-client';
import { NEWSLETTER_MESSAGES } from './newsletter';

beforeEach(() => resetStore());

describe('newsletter', () => {
  it('subscribes once and refuses the same address again, keyed by field', async () => {
    const json = { email: 'new.reader@example.com', timezone: 'Europe/London' };
    expect((await call('POST', '/subscriber', { json })).body).toEqual({ success: true, message: NEWSLETTER_MESSAGES.subscribed });
    const again = await call('POST', '/subscriber', { json });
    expect(again.status).toBe(422);
    expect(again.body.errors).toEqual({ email: [NEWSLETTER_MESSAGES.alreadySubscribed] });
  });

  it("welcomes a new subscriber with a mail whose unsubscribe link is the storefront's request-unsubscribe page", async () => {
    await call('POST', '/subscriber', { json: { email: 'new.reader@example.com', timezone: 'Europe/London' } });
    expect(lastEmailFor('new.reader@example.com', 'newsletter')?.path).toBe('/request-unsubscribe/new.reader%40example.com');
  });

  it('tells subscribers from others with success true or false', async () => {
    expect((await call('POST', '/check-subscriber', { json: { email: DEMO_EMAILS.verified } })).body.success).toBe(true);
    expect((await call('POST', '/check-subscriber', { json: { email: DEMO_EMAILS.student } })).body).toEqual({
      success: false,
      message: NEWSLETTER_MESSAGES.notSubscriber,
    });
  });

  it('unsubscribes through the mailed link, requiring a message for "other"', async () => {
    expect((await call('POST', '/send-unsubscription-email', { json: { email: DEMO_EMAILS.student } })).status).toBe(404);
    expect((await call('POST', '/send-unsubscription-email', { json: { email: DEMO_EMAILS.business } })).status).toBe(200);
    const mail = lastEmailFor(DEMO_EMAILS.business, 'unsubscribe');
    expect(mail?.path).toBe(`/unsubscribe/${mail?.token}`);
    const token = mail?.token ?? '';

    expect((await call('GET', `/check-unsubscription-token-validity/${token}`)).body).toMatchObject({ success: true, data: { email: DEMO_EMAILS.business } });
    const reasons = (await call('GET', '/feedback')).body.data;
    expect(reasons.length).toBeGreaterThanOrEqual(4);

    const noMessage = await call('POST', '/unsubscribe', { json: { token, feedback: 'other', message: '' } });
    expect(noMessage.body.errors).toEqual({ message: [NEWSLETTER_MESSAGES.messageRequired] });

    const done = await call('POST', '/unsubscribe', { json: { token, feedback: reasons[0].id, message: null } });
    expect(done.body).toEqual({ success: true, message: NEWSLETTER_MESSAGES.unsubscribed });
    expect(isSubscribed(DEMO_EMAILS.business)).toBe(false);
    expect(store.unsubscribeFeedback).toEqual([expect.objectContaining({ email: DEMO_EMAILS.business, feedback: String(reasons[0].id) })]);
    expect((await call('GET', `/check-unsubscription-token-validity/${token}`)).status).toBe(404);
  });
});

import { http } from '../base';
import { isLive, isSubscribed, nowIso, sendNewsletterWelcome, sendUnsubscribeEmail, store, subscribe, unsubscribe } from '../store';
import { VALIDATION_MESSAGE, email, failure, max, readJson, required, string, validate } from '../validation';

export const NEWSLETTER_MESSAGES = {
  subscribed: 'Thank you for subscribing! Look out for our offers in your inbox.',
  alreadySubscribed: 'This email is already subscribed to our newsletter.',
  isSubscriber: 'This email is in our subscriber list.',
  notSubscriber: 'This email is not in our subscriber list.',
  unsubscribeMailSent: "We've sent a confirmation mail to your email address.",
  tokenValid: 'Your unsubscribe link is valid.',
  tokenExpired: 'Sorry! your unsubscribe link is expired.',
  tokenInvalid: 'Sorry! your unsubscribe link is invalid.',
  unsubscribed: 'You have been unsubscribed from our newsletter.',
  messageRequired: 'The message field is required when feedback is other.',
} as const;

const EMAIL_RULES = [required, string, email, max(60)];

/** An unsubscribe token told apart as unknown, expired or usable. */
function unsubscribeToken(token: string) {
  const record = store.unsubscribeTokens.get(token);
  if (!record) return { state: 'invalid' as const };
  return isLive(record) ? { state: 'valid' as const, email: record.email } : { state: 'expired' as const };
}

export const newsletterHandlers = [
  http.post('/subscriber', async ({ request, response }) => {
    const input = await readJson(request);
    const errors = validate(input, { email: EMAIL_RULES, timezone: [required, string, max(64)] });
    if (errors) return response('4XX').json(failure(VALIDATION_MESSAGE, errors), { status: 422 });
    if (isSubscribed(String(input.email))) {
      return response('4XX').json(failure(VALIDATION_MESSAGE, { email: [NEWSLETTER_MESSAGES.alreadySubscribed] }), { status: 422 });
    }
    subscribe(String(input.email), String(input.timezone));
    sendNewsletterWelcome(String(input.email).trim());
    return response(200).json({ success: true, message: NEWSLETTER_MESSAGES.subscribed });
  }),

  http.post('/check-subscriber', async ({ request, response }) => {
    const input = await readJson(request);
    const errors = validate(input, { email: EMAIL_RULES });
    if (errors) return response('4XX').json(failure(VALIDATION_MESSAGE, errors), { status: 422 });
    const subscribed = isSubscribed(String(input.email));
    return response(200).json({
      success: subscribed,
      message: subscribed ? NEWSLETTER_MESSAGES.isSubscriber : NEWSLETTER_MESSAGES.notSubscriber,
    });
  }),

  http.post('/send-unsubscription-email', async ({ request, response }) => {
    const input = await readJson(request);
    const errors = validate(input, { email: EMAIL_RULES });
    if (errors) return response('4XX').json(failure(VALIDATION_MESSAGE, errors), { status: 422 });
    const address = String(input.email).trim();
    if (!isSubscribed(address)) return response('4XX').json(failure(NEWSLETTER_MESSAGES.notSubscriber), { status: 404 });
    sendUnsubscribeEmail(address);
    return response(200).json({ success: true, message: NEWSLETTER_MESSAGES.unsubscribeMailSent });
  }),

  http.get('/check-unsubscription-token-validity/{token}', ({ params, response }) => {
    const found = unsubscribeToken(params.token);
    if (found.state === 'invalid') return response('4XX').json(failure(NEWSLETTER_MESSAGES.tokenInvalid), { status: 404 });
    if (found.state === 'expired') return response('4XX').json(failure(NEWSLETTER_MESSAGES.tokenExpired), { status: 410 });
    return response(200).json({ success: true, message: NEWSLETTER_MESSAGES.tokenValid, data: { email: found.email } });
  }),

  http.post('/unsubscribe', async ({ request, response }) => {
    const input = await readJson(request);
    const found = unsubscribeToken(typeof input.token === 'string' ? input.token : '');
    if (found.state === 'invalid') return response('4XX').json(failure(NEWSLETTER_MESSAGES.tokenInvalid), { status: 404 });
    if (found.state === 'expired') return response('4XX').json(failure(NEWSLETTER_MESSAGES.tokenExpired), { status: 410 });

    const reasonIds = store.feedbackReasons.map((reason) => reason.id);
    const isOther = input.feedback === 'other';
    const errors = validate(input, {
      feedback: [required, (value) => (isOther || reasonIds.includes(Number(value)) ? undefined : 'The selected feedback is invalid.')],
      message: [string, max(1000)],
    });
    const message = typeof input.message === 'string' && input.message.trim() !== '' ? input.message.trim() : null;
    if (errors || (isOther && message === null)) {
      return response('4XX').json(failure(VALIDATION_MESSAGE, errors ?? { message: [NEWSLETTER_MESSAGES.messageRequired] }), {
        status: 422,
      });
    }
    unsubscribe(found.email);
    store.unsubscribeTokens.delete(String(input.token));
    store.unsubscribeFeedback.push({ email: found.email, feedback: String(input.feedback), message, created_at: nowIso() });
    return response(200).json({ success: true, message: NEWSLETTER_MESSAGES.unsubscribed });
  }),

  http.get('/feedback', ({ response }) => response(200).json({ success: true, data: store.feedbackReasons })),
];

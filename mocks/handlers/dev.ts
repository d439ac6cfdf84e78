import { http, HttpResponse } from 'msw';
import { DEV_PREFIX } from '../base';
import { emailUrl, lastEmailFor, type EmailKind } from '../store';

/**
 * Development-only routes of the mock: not part of the contract and outside /api/v1, so a BFF
 * pointed at the real upstream never sees them. The mock "sends" no email; e2e tests read the links
 * the shop would have mailed here and follow them in the browser.
 */

const KINDS: Record<string, EmailKind> = {
  verification: 'verification',
  password_reset: 'password-reset',
  set_password: 'set-password',
  unsubscribe: 'unsubscribe',
};

export const devHandlers = [
  // GET /__dev/outbox?email=… -> the newest link of each kind sent to that address (or null).
  http.get(`*${DEV_PREFIX}/outbox`, ({ request }) => {
    const email = new URL(request.url).searchParams.get('email');
    if (!email) return HttpResponse.json({ message: 'Query parameter email is required.' }, { status: 400 });
    const links = Object.fromEntries(
      Object.entries(KINDS).map(([key, kind]) => {
        const sent = lastEmailFor(email, kind);
        return [key, sent ? { url: emailUrl(sent), path: sent.path, token: sent.token, subject: sent.subject, sent_at: sent.sent_at } : null];
      }),
    );
    return HttpResponse.json({ email, ...links });
  }),
];

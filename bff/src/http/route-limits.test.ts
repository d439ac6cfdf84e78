// The limits on calls anyone can make without an account: each route answers 429 once a client has
// used its allowance, so tokens cannot be tried in bulk, nor the newsletter or search hammered.
import { describe, expect, it } from 'vitest';
import { useShopHarness } from '@bff/session/test-harness';
import { RATE_LIMITS, type RateLimitRule } from './rate-limits';

const shop = useShopHarness();

const LIMITED: { name: string; rule: RateLimitRule; call: (attempt: number) => Promise<Response> }[] = [
  {
    name: 'newsletter sign-ups',
    rule: RATE_LIMITS.newsletter,
    call: (attempt) => shop.browser.request('/api/newsletter', { method: 'POST', json: { email: `reader${attempt}@example.co.uk` } }),
  },
  {
    name: 'emailed verification links',
    rule: RATE_LIMITS.verificationToken,
    call: (attempt) => shop.browser.request('/api/verification', { method: 'POST', json: { token: `guess-${attempt}` } }),
  },
  {
    name: 'artwork uploads',
    rule: RATE_LIMITS.artworkUpload,
    call: () => {
      const form = new FormData();
      form.set('lineCode', 'line-cards');
      form.set('file', new File(['%PDF-1.7\n%%EOF\n'], 'flyer.pdf', { type: 'application/pdf' }));
      return shop.browser.request('/api/checkout/artwork', { method: 'POST', form });
    },
  },
  {
    name: 'searches',
    rule: RATE_LIMITS.search,
    call: (attempt) => shop.browser.request(`/api/search/titles?text=card${attempt}`),
  },
];

describe.each(LIMITED)('$name', ({ rule, call }) => {
  it('answer 429 once a client has used its allowance', async () => {
    for (let attempt = 0; attempt < rule.limit; attempt += 1) expect((await call(attempt)).status).not.toBe(429);
    const blocked = await call(rule.limit);
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get('retry-after')).toMatch(/^\d+$/);
  });
});

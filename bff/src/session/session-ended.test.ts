import { describe, expect, it } from 'vitest';
import { findProduct, primaryVariation } from '@mocks/data/catalogue';
import { DEMO_EMAILS, DEMO_PASSWORD } from '@mocks/data/users';
import type { ApiError, CartQuote, SessionView } from '../view-models';
import { SESSION_ENDED_MESSAGE } from './session';
import { useShopHarness } from './test-harness';

// A session that runs out while the shopper is still on the page: calls that need it, and the cart's
// account prices, say so (401 session_ended) once, instead of quietly treating them as a stranger.

const shop = useShopHarness({ DEV_ROUTES: '1' });

const cards = primaryVariation(findProduct('standard-business-cards')!);
const quote = () =>
  shop.browser.request('/api/cart/quote', { method: 'POST', json: { items: [{ code: 'a', variationId: cards.id, quantity: 250, deliveryServiceId: 3 }] } });
const runOut = () => shop.browser.request('/api/__dev/session/expire', { method: 'POST' });

describe('a session that has run out', () => {
  it("refuses the cart quote once with 401 session_ended, then prices it as a guest's", async () => {
    await shop.browser.login(DEMO_EMAILS.business, DEMO_PASSWORD);
    const account = (await (await quote()).json()) as CartQuote;
    expect(account.totals.accountDiscount?.amount).toBeGreaterThan(0);

    expect((await runOut()).status).toBe(200);
    const refused = await quote();
    expect(refused.status).toBe(401);
    expect(((await refused.json()) as ApiError).error).toEqual({ code: 'session_ended', message: SESSION_ENDED_MESSAGE });
    // The ended session is forgotten with that answer: asked again, the cart is a guest's.
    expect(shop.browser.cookies.has('session')).toBe(false);
    const guest = await quote();
    expect(guest.status).toBe(200);
    expect(((await guest.json()) as CartQuote).totals.accountDiscount).toBeNull();
  });

  it('answers account calls with session_ended, and a stranger who never logged in with unauthorized', async () => {
    expect(((await (await shop.browser.request('/api/account/profile')).json()) as ApiError).error.code).toBe('unauthorized');
    await shop.browser.login(DEMO_EMAILS.verified, DEMO_PASSWORD);
    await runOut();
    const refused = await shop.browser.request('/api/account/profile');
    expect(refused.status).toBe(401);
    expect(((await refused.json()) as ApiError).error.code).toBe('session_ended');
  });

  it('reads as anonymous to the header, and logging in again starts a new session', async () => {
    await shop.browser.login(DEMO_EMAILS.business, DEMO_PASSWORD);
    await runOut();
    expect(((await (await shop.browser.request('/api/session')).json()) as SessionView).anonymous).toBe(true);
    await shop.browser.login(DEMO_EMAILS.business, DEMO_PASSWORD);
    expect((await quote()).status).toBe(200);
  });

  it('leaves a shopper who was never logged in alone', async () => {
    expect((await quote()).status).toBe(200);
    expect((await runOut()).status).toBe(404);
  });
});

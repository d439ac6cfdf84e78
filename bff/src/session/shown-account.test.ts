import { describe, expect, it } from 'vitest';
import { findProduct, primaryVariation } from '@mocks/data/catalogue';
import { DEMO_EMAILS, DEMO_PASSWORD } from '@mocks/data/users';
import { ACCOUNT_CHANGED, NO_ACCOUNT_SHOWN, SHOWN_ACCOUNT_HEADER } from '../schemas/shown-account';
import type { ApiError, ProfileView, SessionView } from '../view-models';
import { SESSION_ENDED_MESSAGE } from './session';
import { useShopHarness } from './test-harness';

// Tabs share one session cookie: a tab still showing the account that was logged in before must not
// change, or order for, the account logged in since.

const shop = useShopHarness();

const cards = primaryVariation(findProduct('standard-business-cards')!);
const shows = (account: string) => ({ [SHOWN_ACCOUNT_HEADER]: account });

async function logInAs(email: string): Promise<string> {
  const view = (await (await shop.browser.login(email, DEMO_PASSWORD)).json()) as SessionView;
  if (view.anonymous) throw new Error('not logged in');
  return view.accountId;
}

const saveProfile = (account: string, first_name: string) =>
  shop.browser.request('/api/account/profile', {
    method: 'PATCH',
    headers: shows(account),
    json: { first_name, last_name: 'Carter', contact_no: '', company: 'Written From Tab A Ltd' },
  });
const quote = (account: string) =>
  shop.browser.request('/api/cart/quote', {
    method: 'POST',
    headers: shows(account),
    json: { items: [{ code: 'a', variationId: cards.id, quantity: 250, deliveryServiceId: 3 }] },
  });
const errorOf = async (response: Response) => ((await response.json()) as ApiError).error;
const firstName = async () => ((await (await shop.browser.request('/api/account/profile')).json()) as ProfileView).firstName;

describe('a call made for another account than the session’s', () => {
  it('refuses profile, newsletter and order calls with 409 and changes nothing', async () => {
    const james = await logInAs(DEMO_EMAILS.business);
    // Another tab logs James out and Olivia in.
    await shop.browser.request('/api/session', { method: 'DELETE', headers: shows(james) });
    await logInAs(DEMO_EMAILS.verified);
    const before = await firstName();

    const profile = await saveProfile(james, 'JamesTabA');
    expect(profile.status).toBe(409);
    expect(await errorOf(profile)).toEqual({ code: ACCOUNT_CHANGED.code, message: ACCOUNT_CHANGED.message });
    expect(await firstName()).toBe(before);

    const newsletter = await shop.browser.request('/api/account/newsletter', { method: 'PUT', headers: shows(james), json: { subscribed: false } });
    expect(newsletter.status).toBe(409);
    const order = await shop.browser.request('/api/checkout/orders', { method: 'POST', headers: shows(james), json: {} });
    expect(order.status).toBe(409);
    expect((await errorOf(order)).code).toBe(ACCOUNT_CHANGED.code);
  });

  it('lets the call through when the page shows the session’s account, and reads whatever it shows', async () => {
    const james = await logInAs(DEMO_EMAILS.business);
    expect((await saveProfile(james, 'James')).status).toBe(200);
    const read = await shop.browser.request('/api/account/profile', { headers: shows('someone-else') });
    expect(read.status).toBe(200);
  });

  it('refuses a page that shows nobody while someone is logged in', async () => {
    await logInAs(DEMO_EMAILS.business);
    const refused = await quote(NO_ACCOUNT_SHOWN);
    expect(refused.status).toBe(409);
  });

  it('answers a page that shows an account whose cookie is gone as a session that ended', async () => {
    const james = await logInAs(DEMO_EMAILS.business);
    shop.browser.cookies.clear();
    const refused = await quote(james);
    expect(refused.status).toBe(401);
    expect(await errorOf(refused)).toEqual({ code: 'session_ended', message: SESSION_ENDED_MESSAGE });
    // A page that shows nobody is priced as a guest's, as before.
    expect((await quote(NO_ACCOUNT_SHOWN)).status).toBe(200);
  });

  it('logs in over another account whichever account the tab shows', async () => {
    const james = await logInAs(DEMO_EMAILS.business);
    const login = await shop.browser.request('/api/session', {
      method: 'POST',
      headers: shows(james),
      json: { email: DEMO_EMAILS.verified, password: DEMO_PASSWORD, remember: false },
    });
    expect(login.status).toBe(200);
  });
});

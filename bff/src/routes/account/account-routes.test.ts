import { HttpResponse, http as rawHttp } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { DEMO_EMAILS, DEMO_PASSWORD } from '@mocks/data/users';
import { toInvoice, toOrderSummary } from '@mocks/handlers/orders';
import { findUserByEmail, isSubscribed, store } from '@mocks/store';
import { createTestBrowser } from '@bff/session/test-browser';
import type { ApiError, InvoiceView, OrdersPage, ProfileView, SessionView } from '@bff/view-models';
import { AVATAR_TOO_LARGE_MESSAGE, AVATAR_TYPE_MESSAGE } from '@bff/schemas/avatar';
import { useShopHarness } from '@bff/session/test-harness';
const shop = useShopHarness();

const PNG = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=='),
  (char) => char.charCodeAt(0),
);
const avatarForm = (file: File) => {
  const form = new FormData();
  form.set('profile_image', file);
  return form;
};

describe('without a session', () => {
  it.each([
    ['GET', '/api/account/profile'],
    ['PATCH', '/api/account/profile'],
    ['POST', '/api/account/avatar'],
    ['POST', '/api/account/password'],
    ['PUT', '/api/account/newsletter'],
    ['GET', '/api/account/orders'],
    ['GET', '/api/account/orders/10231'],
  ])('%s %s answers 401', async (method, path) => {
    const response = await shop.browser.request(path, { method, ...(method === 'GET' ? {} : { json: {} }) });
    expect(response.status).toBe(401);
    expect(((await response.json()) as ApiError).error).toEqual({ code: 'unauthorized', message: 'Please log in to continue.' });
    expect(shop.upstream.requests).toEqual([]);
  });
});

describe('profile', () => {
  beforeEach(() => shop.browser.login(DEMO_EMAILS.business, DEMO_PASSWORD));

  it('shows the account info', async () => {
    const profile = (await (await shop.browser.request('/api/account/profile')).json()) as ProfileView;
    expect(profile).toMatchObject({
      firstName: 'James',
      lastName: 'Carter',
      email: DEMO_EMAILS.business,
      phone: '020 7946 0321',
      company: 'Brickfield Studio Ltd',
      accountType: 'business',
      accountTypeName: 'Business',
      discountPercent: 5,
      subscribed: true,
      avatarUrl: '/media/avatars/james-carter.svg',
    });
  });

  it('saves name, phone and company, keeps the title and address it does not edit, and the header shows the new name at once', async () => {
    const before = structuredClone(findUserByEmail(DEMO_EMAILS.business));
    const response = await shop.browser.request('/api/account/profile', {
      method: 'PATCH',
      json: { first_name: 'Jim', last_name: 'Carter', contact_no: '020 7946 0000', company: 'Brickfield Ltd' },
    });
    expect(response.status).toBe(200);
    expect((await response.json()) as ProfileView).toMatchObject({ firstName: 'Jim', phone: '020 7946 0000', company: 'Brickfield Ltd' });
    // Fields this form does not edit are sent as they are: the upstream clears what it is not sent.
    const saved = findUserByEmail(DEMO_EMAILS.business);
    expect(saved).toMatchObject({ title: 'Mr.', address: before?.address, city: before?.city, post_code: before?.post_code, country: before?.country });
    expect(before?.address).toBeTruthy();
    const session = (await (await shop.browser.request('/api/session')).json()) as SessionView;
    expect(session).toMatchObject({ name: 'Jim Carter', firstName: 'Jim' });
  });

  it("brings this session's name and picture in line when it reads a profile changed on another device", async () => {
    const elsewhere = createTestBrowser(shop.bff.app);
    await elsewhere.login(DEMO_EMAILS.business, DEMO_PASSWORD);
    await elsewhere.request('/api/account/profile', { method: 'PATCH', json: { first_name: 'Jim', last_name: 'Carter', contact_no: '', company: '' } });
    const uploaded = await elsewhere.request('/api/account/avatar', { method: 'POST', form: avatarForm(new File([PNG], 'me.png', { type: 'image/png' })) });
    const { avatarUrl } = (await uploaded.json()) as { avatarUrl: string };

    expect(((await (await shop.browser.request('/api/account/profile')).json()) as ProfileView).firstName).toBe('Jim');
    const session = (await (await shop.browser.request('/api/session')).json()) as SessionView;
    expect(session).toMatchObject({ name: 'Jim Carter', firstName: 'Jim', avatarUrl });
    // Read again with nothing changed, the cookie is left as it is.
    expect((await shop.browser.request('/api/account/profile')).headers.getSetCookie()).toEqual([]);
  });

  it('refuses a phone number that is not a UK one', async () => {
    const response = await shop.browser.request('/api/account/profile', {
      method: 'PATCH',
      json: { first_name: 'James', last_name: 'Carter', contact_no: '12345', company: '' },
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as ApiError).error.fields).toEqual({ contact_no: ['Phone number is invalid'] });
  });

  it('replaces the avatar with an image checked by content', async () => {
    const response = await shop.browser.request('/api/account/avatar', {
      method: 'POST',
      form: avatarForm(new File([PNG], 'me.png', { type: 'image/png' })),
    });
    expect(response.status).toBe(200);
    const { avatarUrl } = (await response.json()) as { avatarUrl: string };
    expect(avatarUrl).toMatch(/^\/media\/avatars\/e2d95b3a-7f14-4b6c-a0e8-4c6f1d2b9e44-[a-z0-9]+\.png$/);
    expect(((await (await shop.browser.request('/api/session')).json()) as SessionView & { anonymous: false }).avatarUrl).toBe(avatarUrl);
  });

  it('refuses an avatar that is not an image, whatever its name says', async () => {
    const response = await shop.browser.request('/api/account/avatar', {
      method: 'POST',
      form: avatarForm(new File([new TextEncoder().encode('%PDF-1.4\n%%EOF')], 'me.png', { type: 'image/png' })),
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as ApiError).error.message).toBe(AVATAR_TYPE_MESSAGE);
  });

  it('refuses an avatar over 2 MB', async () => {
    const big = new Uint8Array(3 * 1024 * 1024);
    big.set(PNG);
    const response = await shop.browser.request('/api/account/avatar', { method: 'POST', form: avatarForm(new File([big], 'me.png', { type: 'image/png' })) });
    expect(response.status).toBe(413);
    expect(((await response.json()) as ApiError).error.message).toBe(AVATAR_TOO_LARGE_MESSAGE);
  });
});

describe('settings', () => {
  beforeEach(() => shop.browser.login(DEMO_EMAILS.verified, DEMO_PASSWORD));

  it('changes the password; the old one stops working', async () => {
    const response = await shop.browser.request('/api/account/password', {
      method: 'POST',
      json: { current_password: DEMO_PASSWORD, password: 'Changed-77', password_confirmation: 'Changed-77' },
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ message: 'Your password has been changed successfully.' });

    const other = createTestBrowser(shop.bff.app);
    expect((await other.request('/api/session', { method: 'POST', json: { email: DEMO_EMAILS.verified, password: DEMO_PASSWORD } })).status).toBe(400);
    await other.login(DEMO_EMAILS.verified, 'Changed-77');
  });

  it("ends the account's other sessions at once, whatever their cookie says; this one and other accounts' stay", async () => {
    const elsewhere = createTestBrowser(shop.bff.app);
    await elsewhere.login(DEMO_EMAILS.verified, DEMO_PASSWORD);
    const copyOfElsewhere = createTestBrowser(shop.bff.app);
    for (const [name, value] of elsewhere.cookies) copyOfElsewhere.cookies.set(name, value);
    const someoneElse = createTestBrowser(shop.bff.app);
    await someoneElse.login(DEMO_EMAILS.business, DEMO_PASSWORD);

    const changed = await shop.browser.request('/api/account/password', {
      method: 'POST',
      json: { current_password: DEMO_PASSWORD, password: 'Changed-77', password_confirmation: 'Changed-77' },
    });
    expect(changed.status).toBe(200);

    // Refused by the BFF itself, as a session ended by a logout is: the upstream is not asked.
    const asked = shop.upstream.requests.length;
    const refused = await elsewhere.request('/api/account/orders');
    expect(refused.status).toBe(401);
    expect(((await refused.json()) as ApiError).error.code).toBe('session_ended');
    expect(await (await copyOfElsewhere.request('/api/session')).json()).toEqual({ anonymous: true });
    expect(shop.upstream.requests.length).toBe(asked);

    expect(((await (await shop.browser.request('/api/session')).json()) as SessionView).anonymous).toBe(false);
    expect((await shop.browser.request('/api/account/orders')).status).toBe(200);
    expect((await someoneElse.request('/api/account/profile')).status).toBe(200);
    // A login with the new password starts a session that stays.
    await elsewhere.login(DEMO_EMAILS.verified, 'Changed-77');
    expect((await elsewhere.request('/api/account/orders')).status).toBe(200);
  });

  it('answers a wrong current password with its field message', async () => {
    const response = await shop.browser.request('/api/account/password', {
      method: 'POST',
      json: { current_password: 'not-it-at-all', password: 'Changed-77', password_confirmation: 'Changed-77' },
    });
    expect(response.status).toBe(400);
    const { error } = (await response.json()) as ApiError;
    expect(error.message).toBe('The password is incorrect.');
    expect(error.fields).toEqual({ current_password: ['The password is incorrect.'] });
  });

  it('saves the newsletter preference', async () => {
    const response = await shop.browser.request('/api/account/newsletter', { method: 'PUT', json: { subscribed: false } });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ subscribed: false });
    expect(isSubscribed(DEMO_EMAILS.verified)).toBe(false);
  });
});

describe('orders', () => {
  beforeEach(() => shop.browser.login(DEMO_EMAILS.verified, DEMO_PASSWORD));

  it('pages the orders, newest first', async () => {
    const first = (await (await shop.browser.request('/api/account/orders')).json()) as OrdersPage;
    expect(first).toMatchObject({ total: 12, page: 1, pageSize: 10, pageCount: 2 });
    expect(first.items).toHaveLength(10);
    expect(first.items[0]).toMatchObject({
      invoiceNo: '#00010412',
      invoiceNumber: 10412,
      createdAt: { iso: '2025-02-03T11:05:48+00:00', text: '03.02.2025 11:05:48 am' },
    });
    const second = (await (await shop.browser.request('/api/account/orders?page=2')).json()) as OrdersPage;
    expect(second.items).toHaveLength(2);
    expect((await shop.browser.request('/api/account/orders?page=zero')).status).toBe(400);
  });

  it('gives the invoice reshaped for the modal', async () => {
    const response = await shop.browser.request('/api/account/orders/00010231');
    expect(response.status).toBe(200);
    const invoice = (await response.json()) as InvoiceView;
    expect(invoice).toMatchObject({
      invoiceNo: '#00010231',
      status: { code: 3, label: 'Delivered' },
      createdAt: { text: '08.10.2024 10:14:27 am' },
      subTotal: 9500,
      vatAmount: 700,
      total: 10200,
      orderPolicy: 'delivery',
      billing: { firstName: 'Olivia', postcode: 'W1T 4JB' },
    });
    expect(invoice.lines[0]).toMatchObject({
      name: 'Standard Business Cards',
      comment: 'Please match the teal to Pantone 7712 C.',
      quantity: 500,
      unitPrice: 7,
      netPrice: 3500,
      vatPercent: 20,
      vatAmount: 700,
    });
    expect(invoice.lines[1]).toMatchObject({ name: 'A5 Flyers', vatPercent: 0, vatAmount: 0 });
  });

  describe('answers 502 and shows nothing made up when the upstream answer breaks the contract', () => {
    const order = () => store.orders.find((candidate) => candidate.invoice_no === 10231)!;
    const pageOfOrders = (orders: unknown) => ({ success: true, data: { data: orders, total: 1, per_page: 10, current_page: 1, last_page: 1 } });
    const expectUpstreamFault = async (path: string) => {
      const response = await shop.browser.request(path);
      expect(response.status).toBe(502);
      expect(await response.json()).toEqual({
        error: { code: 'upstream_bad_response', message: "The shop's service is not answering right now. Please try again in a moment." },
      });
    };

    it.each([
      ['a total that is no amount', pageOfOrders([{ ...toOrderSummary(order()), total: 'abc' }])],
      ['no date', pageOfOrders([{ ...toOrderSummary(order()), created_at: null }])],
      ['no list', pageOfOrders(null)],
      ['no page', { success: true, data: null }],
    ])('the orders: %s', async (_, answer) => {
      shop.upstream.use(rawHttp.get('*/api/v1/orders', () => HttpResponse.json(answer)));
      await expectUpstreamFault('/api/account/orders');
    });

    it.each([
      ['no lines', { order_detail: null }],
      ['no date', { created_at: null }],
      ['a VAT amount that is no amount', { vat_amount: 7 }],
    ])('the invoice: %s', async (_, broken) => {
      shop.upstream.use(rawHttp.get('*/api/v1/orders/:invoiceNo', () => HttpResponse.json({ success: true, data: { ...toInvoice(order()), ...broken } })));
      await expectUpstreamFault('/api/account/orders/10231');
    });
  });

  it("answers 404 for another customer's invoice", async () => {
    expect((await shop.browser.request('/api/account/orders/10455')).status).toBe(404);
    expect((await shop.browser.request('/api/account/orders/not-a-number')).status).toBe(404);
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { catalogue } from '../data/catalogue';
import { staticPages } from '../data/content-pages';
import { renderMedia } from '../data/images';
import { call } from '../test-client';

// `call` sends each request through the mock upstream app and checks every answer against the contract.
async function getJson<T>(path: string): Promise<T> {
  const { status, body } = await call<T>('GET', path);
  expect(status, path).toBe(200);
  return body;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('content handlers', () => {
  it('gives the layout everything in app-initiate, consistent with the separate calls', async () => {
    const init = await getJson<{ data: { menus: unknown[]; all_menus: unknown[]; footer_pages: unknown[]; static_info: { vat_percent: number } } }>('/app-initiate');
    expect(init.data.menus).toEqual((await getJson<{ data: unknown[] }>('/menus')).data);
    expect(init.data.all_menus).toEqual((await getJson<{ data: unknown[] }>('/menus_all')).data);
    expect(init.data.footer_pages).toEqual((await getJson<{ data: unknown[] }>('/footerPages')).data);
    expect(init.data.static_info).toEqual((await getJson<{ data: unknown }>('/static-info')).data);
    expect(init.data.static_info.vat_percent).toBe(20);
    expect(init.data.all_menus.length).toBe(catalogue.categories.length);
    expect(init.data.menus.length).toBeLessThan(init.data.all_menus.length);
  });

  it('lists the footer pages in three columns, including the privacy page the spec links to', async () => {
    const footer = await getJson<{ data: { pages: { slug: string }[] }[] }>('/footerPages');
    expect(footer.data).toHaveLength(3);
    expect(footer.data.flatMap((c) => c.pages.map((p) => p.slug))).toContain('privacy-policy-cookies');
  });

  it('serves every footer page as HTML, by slug or id, and 404 for an unknown page', async () => {
    for (const page of staticPages) {
      const bySlug = await getJson<{ data: { content: string; slug: string } }>(`/get-static-page/${page.slug}`);
      expect(bySlug.data.content).toMatch(/^<(p|h2|ul)>/);
      const byId = await getJson<{ data: { slug: string } }>(`/get-static-page/${page.id}`);
      expect(byId.data.slug).toBe(page.slug);
    }
    expect((await call('GET', '/get-static-page/no-such-page')).status).toBe(404);
  });

  it('has the company profile the contact page needs: two London numbers, hours first, sales email', async () => {
    const profile = await getJson<{ data: { contact_no: string; contact_no_2: string; schedules: { day: string; time: string }[]; sales_email: string; post_code: string } }>('/company-profile');
    expect(profile.data.contact_no).toMatch(/^020 /);
    expect(profile.data.contact_no_2).toMatch(/^020 /);
    expect(profile.data.schedules.slice(0, 2).map((s) => `${s.day} ${s.time}`)).toEqual(['Monday to Friday 9 AM - 6 PM', 'Saturday 10 AM - 5 PM']);
    expect(profile.data.sales_email).toMatch(/^sales@/);
    expect(profile.data.post_code).toMatch(/^EC1V/);
  });

  it('serves 3-4 slides whose images and icons exist, and the earliest delivery date', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-06-12T09:00:00Z'));
    const slider = await getJson<{ data: { sliders: { image: string; icon: string }[]; min_delivery: unknown } }>('/slider');
    expect(slider.data.sliders.length).toBeGreaterThanOrEqual(3);
    expect(slider.data.sliders.length).toBeLessThanOrEqual(4);
    for (const slide of slider.data.sliders) {
      expect(renderMedia(slide.image)).toContain('<svg');
      expect(renderMedia(slide.icon)).toContain('<svg');
    }
    expect(slider.data.min_delivery).toEqual({ day: 'Friday', date: '12', suffix: 'th', month: 'June' });
  });

  it('serves the Google rating with reviews', async () => {
    const reviews = await getJson<{ data: { rating_point: number; rating_counter: number; reviews: unknown[] } }>('/reviews');
    expect(reviews.data.rating_point).toBe(4.8);
    expect(reviews.data.rating_counter).toBeGreaterThanOrEqual(1000);
    expect(reviews.data.reviews.length).toBeGreaterThanOrEqual(6);
  });

  it('serves the same-day page with products that can all be printed the same day', async () => {
    const page = await getJson<{ data: { order_cut_off: string; variations: { slug: string }[] } }>('/same-day-printing');
    expect(page.data.order_cut_off).toBe('16:00');
    expect(page.data.variations.length).toBeGreaterThanOrEqual(6);
  });

  it('accepts a contact message and refuses an invalid one with field errors', async () => {
    const ok = await call('POST', '/contact-us', { json: { name: 'Sam Taylor', email: 'sam@example.com', message: 'Can you print 500 A5 flyers by Friday?' } });
    expect(ok).toMatchObject({ status: 200, body: { success: true, message: expect.stringMatching(/Thank you/) } });

    const bad = await call('POST', '/contact-us', { json: { name: '', email: 'not-an-email', message: 'x'.repeat(1001) } });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['email', 'message', 'name']);
  });
});

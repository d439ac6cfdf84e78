import { afterEach, describe, expect, it, vi } from 'vitest';
import { http } from '@mocks/base';
import type { SameDayPage } from '@bff/view-models';
import { useShopHarness } from '@bff/session/test-harness';

const shop = useShopHarness();

const card = (id: number, name: string, minPrice: string, vatPercent: string) => {
  const slug = name.toLowerCase().replace(/ /g, '-');
  return {
    id,
    name,
    title: name,
    slug: `${slug}-v`,
    short_description: `${name}, printed today`,
    image: `products/${slug}.svg`,
    min_price: minPrice,
    vat_percent: vatPercent,
    uuid: `00000000-0000-4000-8000-00000000000${id}`,
    product: { slug, uuid: `00000000-0000-4000-8000-00000000010${id}`, front_sub_menu: { slug: 'same-day' } },
  };
};

// A field the contract does not name: it must stop at the BFF.
const MIN_DELIVERY = { day: 'Friday', date: '13', suffix: 'th', month: 'June', internal_note: 'courier contract B' } as const;

describe('GET /api/same-day', () => {
  it('gives the page with sanitised text, the cut-off, the earliest delivery and priced product cards', async () => {
    shop.upstream.use(
      http.get('/same-day-printing', ({ response }) =>
        response(200).json({
          success: true,
          data: {
            title: 'Same Day Printing in London',
            content: '<p onclick="steal()">Order by <strong>16:00</strong>.</p><script>steal()</script>',
            order_cut_off: '16:00',
            min_delivery: MIN_DELIVERY,
            // Zero-rated leaflets and standard-rated cards: each card's VAT comes from its own rate.
            variations: [card(1, 'Flyers', '9.99', '0.00'), card(2, 'Business Cards', '12.50', '20.00')],
          },
        }),
      ),
    );
    const response = await shop.bff.app.request('/api/same-day');
    expect(response.status).toBe(200);
    const page = (await response.json()) as SameDayPage;
    expect(page.title).toBe('Same Day Printing in London');
    expect(page.html).toBe('<p>Order by <strong>16:00</strong>.</p>');
    expect(page.cutOff).toBe('16:00');
    expect(page.minDelivery).toEqual({ day: 'Friday', date: '13', suffix: 'th', month: 'June' });
    expect(page.products.map((product) => [product.name, product.fromPrice, product.href])).toEqual([
      ['Flyers', 999, '/flyers/flyers-v'],
      ['Business Cards', 1500, '/business-cards/business-cards-v'],
    ]);
    expect(page.products[1]?.image).toEqual({
      src: '/media/products/medium_business-cards.svg',
      srcSet: '/media/products/small_business-cards.svg 400w, /media/products/medium_business-cards.svg 800w, /media/products/business-cards.svg 1200w',
      alt: 'Business Cards',
      width: 1200,
      height: 900,
    });
  });

  it('says plainly when the upstream has no delivery date to promise', async () => {
    shop.upstream.use(
      http.get('/same-day-printing', ({ response }) =>
        response(200).json({
          success: true,
          data: { title: 'Same day', content: '', order_cut_off: '16:00', min_delivery: null, variations: [] },
        }),
      ),
    );
    const page = (await (await shop.bff.app.request('/api/same-day')).json()) as SameDayPage;
    expect(page.minDelivery).toBeNull();
    expect(page.products).toEqual([]);
  });

  describe('at the cut-off', () => {
    afterEach(() => vi.useRealTimers());

    it("answers the next day's earliest delivery from 16:00, not the cached one of the day", async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      const earliest = async () => ((await (await shop.bff.app.request('/api/same-day')).json()) as SameDayPage).minDelivery;
      vi.setSystemTime(new Date('2026-12-01T15:59:50Z')); // a Tuesday, 15:59:50 in London
      expect(await earliest()).toEqual({ day: 'Tuesday', date: '1', suffix: 'st', month: 'December' });
      vi.setSystemTime(new Date('2026-12-01T16:00:01Z'));
      expect(await earliest()).toEqual({ day: 'Wednesday', date: '2', suffix: 'nd', month: 'December' });
    });
  });
});

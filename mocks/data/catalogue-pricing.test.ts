import { describe, expect, it } from 'vitest';
import { catalogue, findVariation, productOf } from './catalogue';
import { customQuantityLimits, fromPricePence, netPence, pounds, quoteLine } from './catalogue-pricing';
import { quantityView } from './catalogue-views';

const variation = (slug: string) => {
  const v = findVariation(slug);
  if (!v) throw new Error(`No variation ${slug}`);
  return v;
};

describe('price function', () => {
  it('rises with quantity while the price per item falls, for every variation', () => {
    for (const v of catalogue.variations) {
      const product = productOf(v);
      const max = product.quantityOptions.at(-1)!.rangeTo ?? customQuantityLimits(product).max;
      const quantities = [1, 2, 5, 10, 25, 50, 100, 250, 500, 1000, 2500, 5000, 10000, 20000].filter((q) => q <= max);
      const totals = quantities.map((q) => netPence(v, q));
      for (let i = 1; i < totals.length; i++) {
        expect(totals[i]!, `${v.slug} total at ${quantities[i]}`).toBeGreaterThan(totals[i - 1]!);
        expect(totals[i]! / quantities[i]!, `${v.slug} unit at ${quantities[i]}`).toBeLessThanOrEqual(totals[i - 1]! / quantities[i - 1]!);
      }
    }
  });

  it('charges more for premium options (double sided, soft-touch)', () => {
    const cards = variation('standard-business-cards-400gsm-silk');
    const sides = productOf(cards).attributes.find((a) => a.name === 'Sides')!;
    const [single, double] = sides.options;
    expect(netPence(cards, 250, { [sides.id]: double!.id })).toBeGreaterThan(netPence(cards, 250, { [sides.id]: single!.id }));
  });

  it('adds VAT per line: 20% on business cards, none on flyers', () => {
    const cards = quoteLine(variation('standard-business-cards-400gsm-silk'), { quantity: 250, deliveryServiceId: 3 });
    const flyers = quoteLine(variation('premium-a5-flyers-170gsm-gloss'), { quantity: 250, deliveryServiceId: 3 });
    if (!cards.ok || !flyers.ok) throw new Error('expected prices');
    expect(cards.quote.vatPercent).toBe(20);
    expect(cards.quote.vatPence).toBe(Math.round(cards.quote.netPence * 0.2));
    expect(cards.quote.totalPence).toBe(cards.quote.netPence + cards.quote.vatPence);
    expect(flyers.quote.vatPence).toBe(0);
    expect(flyers.quote.totalPence).toBe(flyers.quote.netPence);
  });

  it('adds the delivery price and garment big-size surcharges, and VAT on both', () => {
    const tee = variation('gildan-heavy-cotton-t-shirt');
    const result = quoteLine(tee, { quantity: 10, sizes: [{ name: 'M', quantity: 6 }, { name: '2XL', quantity: 2 }, { name: '3XL', quantity: 2 }], deliveryServiceId: 2 });
    if (!result.ok) throw new Error(JSON.stringify(result.errors));
    expect(result.quote.extraPence).toBe(2 * 150 + 2 * 250);
    expect(result.quote.deliveryPence).toBe(895);
    expect(result.quote.vatPence).toBe(Math.round((result.quote.netPence + 800 + 895) * 0.2));
  });

  it('refuses sizes that do not add up, unknown options, quantities outside the ranges and unavailable delivery', () => {
    const tee = variation('gildan-heavy-cotton-t-shirt');
    expect(quoteLine(tee, { quantity: 5, sizes: [{ name: 'M', quantity: 4 }] })).toMatchObject({ ok: false, errors: { quantity: expect.any(Array) } });
    expect(quoteLine(tee, { quantity: 1, selection: { 99999: 1 } })).toMatchObject({ ok: false, errors: { 'opt_att.99999': expect.any(Array) } });
    const mug = variation('11oz-white-ceramic-mug');
    expect(quoteLine(mug, { quantity: 501 })).toMatchObject({ ok: false, errors: { quantity: expect.any(Array) } });
    const bags = variation('brown-kraft-twisted-handle-bags');
    expect(quoteLine(bags, { quantity: 100, deliveryServiceId: 1 })).toMatchObject({ ok: false, errors: { delivery_service_id: expect.any(Array) } });
  });

  it('takes a typed quantity only on its step from the minimum, as the product page does', () => {
    const cards = variation('standard-business-cards-400gsm-silk');
    expect(customQuantityLimits(productOf(cards))).toMatchObject({ min: 50, step: 50 });
    expect(quoteLine(cards, { quantity: 150 })).toMatchObject({ ok: true });
    expect(quoteLine(cards, { quantity: 123 })).toEqual({ ok: false, errors: { quantity: ['The quantity must be 50 plus a multiple of 50.'] } });
  });

  it('prices a range product at the range that holds the quantity', () => {
    const mug = variation('11oz-white-ceramic-mug');
    const result = quoteLine(mug, { quantity: 30 });
    if (!result.ok) throw new Error('expected a price');
    const range = productOf(mug).quantityOptions.find((q) => q.id === result.quote.quantityId)!;
    expect(range.quantity).toBeLessThanOrEqual(30);
    expect(range.rangeTo).toBeGreaterThanOrEqual(30);
  });

  it("charges every quantity in a range its range's price per item, as the range list promises", () => {
    for (const v of catalogue.variations.filter((candidate) => productOf(candidate).quantityStyle === 3)) {
      for (const range of quantityView(v).ranges) {
        const each = Math.round(Number(range.unit_price) * 100);
        for (const quantity of new Set([range.range_from, Math.ceil((range.range_from + range.range_to) / 2), range.range_to])) {
          const result = quoteLine(v, { quantity });
          if (!result.ok) throw new Error(JSON.stringify(result.errors));
          expect(result.quote.netPence, `${v.slug} × ${quantity}`).toBe(each * quantity);
          expect(result.quote.unitPence, `${v.slug} × ${quantity}`).toBe(each);
        }
      }
    }
  });

  it('takes the from-price at the smallest quantity with the default options', () => {
    const cards = variation('standard-business-cards-400gsm-silk');
    expect(fromPricePence(cards)).toBe(netPence(cards, 50));
  });

  it('formats pence as decimal pounds', () => {
    expect(pounds(1250)).toBe('12.50');
    expect(pounds(5)).toBe('0.05');
    expect(pounds(-199)).toBe('-1.99');
  });
});

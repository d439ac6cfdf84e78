import { describe, expect, it } from 'vitest';
import { checkCacheableAnswer, contractErrors } from './contract-validator';
import { UpstreamError } from './upstream-error';

const card = {
  id: 1,
  uuid: '3f2b8c1e-5d4a-4b6e-9c7d-1a2b3c4d5e6f',
  name: 'Standard Business Cards',
  slug: 'standard-business-cards',
  short_description: 'Heavy 400gsm silk board.',
  image: 'products/standard-business-cards.webp',
  min_price: '16.23',
  vat_percent: '20.00',
  front_sub_menu: { slug: 'business-cards' },
};

/** A product listing of `count` cards, the first `broken` of them with `image: null`. */
function listing(count: number, broken: number) {
  const data = Array.from({ length: count }, (_, index) => ({ ...card, id: index, image: index < broken ? null : card.image }));
  return { success: true, data, count };
}

const check = (body: unknown) => checkCacheableAnswer('cat_subcat_product/{id}', 200, body);

describe('a cached list that would lose its entries', () => {
  it('keeps the rest when at most half of a list breaks the contract', () => {
    expect((check(listing(4, 2)) as { data: unknown[] }).data).toHaveLength(2);
  });

  it.each([
    ['every entry', 4],
    ['more than half of them', 3],
  ])('is refused when %s breaks the contract: an upstream format change, not one bad card', (_name, broken) => {
    const refusal = (() => {
      try {
        check(listing(4, broken));
      } catch (error) {
        return error;
      }
    })();
    expect(refusal).toBeInstanceOf(UpstreamError);
    expect((refusal as UpstreamError).code).toBe('upstream_bad_response');
    expect(((refusal as UpstreamError).cause as Error).message).toMatch(`/data would lose ${broken} of its 4 entries`);
  });

  it('sorts out many broken entries in about the time the check itself takes, not in time growing with their square', () => {
    const body = () => listing(16_000, 16_000);
    contractErrors('get', '/cat_subcat_product/{id}', 200, body());
    let started = performance.now();
    contractErrors('get', '/cat_subcat_product/{id}', 200, body());
    const checkOnly = performance.now() - started;
    started = performance.now();
    expect(() => check(body())).toThrow(UpstreamError);
    expect(performance.now() - started).toBeLessThan(2 * checkOnly + 300);
  });
});

import { describe, expect, it } from 'vitest';
import { fromPricePence } from './catalogue-pricing';
import { paginate, searchVariations } from './catalogue-search';

describe('catalogue search', () => {
  it('finds business cards first for "business card", singular or plural', () => {
    const singular = searchVariations('business card');
    expect(singular.length).toBeGreaterThan(5);
    expect(singular.slice(0, 5).every((v) => /business card/i.test(v.name))).toBe(true);
    expect(searchVariations('business cards').map((v) => v.id)).toEqual(singular.map((v) => v.id));
  });

  it('matches every word, by prefix, ignoring hyphens ("tshirt", "roll ban")', () => {
    expect(searchVariations('tshirt').some((v) => v.slug === 'gildan-heavy-cotton-t-shirt')).toBe(true);
    const rollers = searchVariations('roll ban');
    expect(rollers[0]?.name).toMatch(/Roller Banner/);
    expect(searchVariations('business hoodie')).toEqual([]);
  });

  it('finds nothing for an empty or punctuation-only key', () => {
    expect(searchVariations('')).toEqual([]);
    expect(searchVariations('  !! ')).toEqual([]);
  });

  it('sorts by from-price both ways', () => {
    const low = searchVariations('a', 'low').map(fromPricePence);
    const high = searchVariations('a', 'high').map(fromPricePence);
    expect(low.length).toBeGreaterThan(20);
    expect(low).toEqual([...low].sort((a, b) => a - b));
    expect(high).toEqual([...high].sort((a, b) => b - a));
  });

  it('pages like Laravel: a page past the end is empty and there is always a last page', () => {
    const items = Array.from({ length: 20 }, (_, i) => i);
    expect(paginate(items, 1, 9)).toEqual({ items: [0, 1, 2, 3, 4, 5, 6, 7, 8], total: 20, perPage: 9, currentPage: 1, lastPage: 3 });
    expect(paginate(items, 3, 9).items).toEqual([18, 19]);
    expect(paginate(items, 4, 9).items).toEqual([]);
    expect(paginate([], 1, 9).lastPage).toBe(1);
  });
});

// Product search over the catalogue: every word of the query must match (by word prefix, with a
// plural 's' ignored and "tshirt" matching "T-Shirt"); matches in the variation's own name rank
// above matches in its product, sub-category, category or description.
import type { Variation } from './catalogue-model';
import { catalogue, categoryOf, productOf, subCategoryOf } from './catalogue';
import { fromPricePence } from './catalogue-pricing';

export type PriceSort = '' | 'low' | 'high';

function stem(word: string): string {
  return word.length > 3 && word.endsWith('s') && !word.endsWith('ss') ? word.slice(0, -1) : word;
}

export function words(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/['’]/g, '')
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
    .map(stem);
}

interface Field {
  weight: number;
  words: string[];
  /** The words run together, so "tshirt" finds "t shirt". */
  compact: string;
}

const index = catalogue.variations.map((variation) => {
  const product = productOf(variation);
  const subCategory = subCategoryOf(product);
  const field = (weight: number, text: string): Field => {
    const w = words(text);
    return { weight, words: w, compact: w.join('') };
  };
  return {
    variation,
    name: variation.name.toLowerCase(),
    fields: [
      field(8, variation.name),
      field(4, product.name),
      field(3, subCategory.name),
      field(2, categoryOf(subCategory).name),
      field(1, `${variation.shortDescription} ${product.shortDescription}`),
    ],
  };
});

function score(entry: (typeof index)[number], terms: string[], phrase: string): number {
  let total = 0;
  for (const term of terms) {
    const best = Math.max(0, ...entry.fields.filter((f) => f.words.some((w) => w.startsWith(term)) || f.compact.includes(term)).map((f) => f.weight));
    if (best === 0) return 0;
    total += best;
  }
  return total + (entry.name.startsWith(phrase) ? 5 : 0);
}

/** Matching variations, most relevant first (then best sellers), or by price when asked. */
export function searchVariations(key: string, sort: PriceSort = ''): Variation[] {
  const terms = words(key);
  if (terms.length === 0) return [];
  const phrase = key.trim().toLowerCase();
  const hits = index
    .map((entry) => ({ variation: entry.variation, score: score(entry, terms, phrase) }))
    .filter((hit) => hit.score > 0)
    .sort((a, b) => b.score - a.score || b.variation.sales - a.variation.sales || a.variation.rank - b.variation.rank)
    .map((hit) => hit.variation);
  if (sort === '') return hits;
  const direction = sort === 'low' ? 1 : -1;
  // Array.prototype.sort is stable, so equal prices keep their relevance order.
  return hits.sort((a, b) => direction * (fromPricePence(a) - fromPricePence(b)));
}

export interface PageOf<T> {
  items: T[];
  total: number;
  perPage: number;
  currentPage: number;
  lastPage: number;
}

/** Laravel's length-aware paging: a page past the end is empty, last_page is at least 1. */
export function paginate<T>(items: T[], page: number, perPage: number): PageOf<T> {
  return {
    items: items.slice((page - 1) * perPage, page * perPage),
    total: items.length,
    perPage,
    currentPage: page,
    lastPage: Math.max(1, Math.ceil(items.length / perPage)),
  };
}

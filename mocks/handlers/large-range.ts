// Test-only: a sub-category of 100 products beside the demo catalogue and in none of its menus, so a
// category's paging can be seen end to end while the demo's ranges stay the size a print shop's are.
// Served only where asked for: prepended by a unit test (upstream.use), or by the mock the BFF starts
// with DEV_ROUTES=1 (the e2e run). Its cards are the demo's products, numbered, in the first category.
import { http } from '../base';
import { catalogue, findSubCategory } from '../data/catalogue';
import { stableUuid, type SubCategory } from '../data/catalogue-model';
import { frontSubMenu, productCard, subMenuPage } from '../data/catalogue-views';

const [firstCategory] = catalogue.categories;
const businessCards = findSubCategory('business-cards');
if (!firstCategory || !businessCards) throw new Error('The demo catalogue has no first category or business cards');

export const LARGE_RANGE: SubCategory & { productCount: number } = {
  id: 9_001,
  categoryId: firstCategory.id,
  name: 'Print Essentials',
  slug: 'print-essentials',
  intro: 'Every everyday print job in one place: cards, leaflets, posters, stickers and more.',
  image: businessCards.image,
  productCount: 100,
};

/** The range's products in order: the demo's products in turn, each named with its number (No. 1 to No. 100). */
export const largeRangeCards = Array.from({ length: LARGE_RANGE.productCount }, (_, index) => {
  const product = catalogue.products[index % catalogue.products.length]!;
  const n = index + 1;
  return {
    ...productCard(product),
    id: 90_000 + n,
    uuid: stableUuid(LARGE_RANGE.id, n),
    name: `${product.name} No. ${n}`,
    slug: `${product.slug}-no-${n}`,
    front_sub_menu: frontSubMenu(LARGE_RANGE),
  };
});

const { id, name, slug } = LARGE_RANGE;

/** Answers for the range alone; every other slug or id goes on to the demo catalogue's handlers. */
export const largeRangeHandlers = [
  http.get('/resolve-slug/{slug}', ({ params, response }) =>
    params.slug === slug ? response(200).json({ success: true, data: { type: 'sub_menu', id, name, slug } }) : undefined,
  ),
  http.get('/cat_subcat/{type}/{slug}', ({ params, response }) =>
    params.type === 'sub_menu' && params.slug === slug ? response(200).json({ success: true, data: subMenuPage(LARGE_RANGE) }) : undefined,
  ),
  http.get('/cat_subcat_product/{id}', ({ params, response }) =>
    params.id === String(id) ? response(200).json({ success: true, data: largeRangeCards, count: largeRangeCards.length }) : undefined,
  ),
];

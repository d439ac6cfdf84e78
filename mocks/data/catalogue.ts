// The seed catalogue, built once at import from catalogue-seed.ts: deterministic ids, uuids, slugs,
// sales figures (seeded PRNG) and lookups. Read-only: nothing in the mock changes the catalogue.
import {
  seededRandom,
  slugify,
  stableUuid,
  type Attribute,
  type Category,
  type Colour,
  type DeliveryService,
  type Palette,
  type Product,
  type SubCategory,
  type Variation,
} from './catalogue-model';
import { allDelivery, brandTable, colourTable } from './catalogue-options';
import { catalogueSeed, deliverySeed, type ProductSeed } from './catalogue-seed';
import { inkOn } from './images-kit';

/** Shown first in Popular Products (the home page) and boosted in their categories' top sellers. */
const HERO_SLUGS = [
  'standard-business-cards-400gsm-silk',
  'premium-a5-flyers-170gsm-gloss',
  '85-x-200-cm-economy-roller-banner',
  'gildan-heavy-cotton-t-shirt',
  'a2-posters-170gsm-silk',
  'brown-kraft-twisted-handle-bags',
  '11oz-white-ceramic-mug',
  'a4-tri-fold-leaflets-to-dl-150gsm-silk',
  'awdis-college-hoodie',
  'a2-4mm-correx-sign',
];

export interface Catalogue {
  categories: Category[];
  subCategories: SubCategory[];
  products: Product[];
  variations: Variation[];
  colours: Colour[];
  deliveryServices: DeliveryService[];
}

export function buildCatalogue(): Catalogue {
  const random = seededRandom(20_240_601);
  const colours: Colour[] = colourTable.map(([name, code], i) => ({ id: i + 1, name, code }));
  const colourByName = new Map(colours.map((c) => [c.name, c]));
  const deliveryServices: DeliveryService[] = deliverySeed.map((d, i) => ({ id: i + 1, ...d }));

  const categories: Category[] = [];
  const subCategories: SubCategory[] = [];
  const products: Product[] = [];
  const variations: Variation[] = [];
  let attributeId = 0;
  let optionId = 0;
  let quantityId = 0;

  const buildAttributes = (seed: ProductSeed): Attribute[] =>
    seed.attributes.map((a) => {
      attributeId += 1;
      const options = a.options.map(([name, factor]) => {
        optionId += 1;
        return { id: optionId, name, factor };
      });
      const defaultOption = a.default ? options.find((o) => o.name === a.default) : options[0];
      if (!defaultOption) throw new Error(`Seed: default ${a.default} missing in ${seed.name} / ${a.name}`);
      return { id: attributeId, name: a.name, options, defaultOptionId: defaultOption.id };
    });

  for (const categorySeed of catalogueSeed) {
    const category: Category = {
      id: categories.length + 1,
      name: categorySeed.name,
      slug: categorySeed.slug,
      intro: categorySeed.intro,
      image: `categories/${categorySeed.slug}.webp`,
      inNavbar: categorySeed.inNavbar,
    };
    categories.push(category);

    for (const subSeed of categorySeed.subCategories) {
      const subCategory: SubCategory = {
        id: subCategories.length + 1,
        categoryId: category.id,
        name: subSeed.name,
        slug: subSeed.slug,
        intro: subSeed.intro,
        image: `categories/${subSeed.slug}.webp`,
      };
      subCategories.push(subCategory);

      for (const seed of subSeed.products) {
        const productId = products.length + 1;
        const slug = slugify(seed.name);
        const attributes = buildAttributes(seed);
        const productColours = (seed.colours ?? []).map((name) => {
          const colour = colourByName.get(name);
          if (!colour) throw new Error(`Seed: unknown colour ${name} in ${seed.name}`);
          return colour;
        });
        const quantityOptions = seed.ranges
          ? seed.ranges.map(([from, to]) => ({ id: (quantityId += 1), quantity: from, rangeTo: to }))
          : (seed.quantities ?? [1]).map((quantity) => ({ id: (quantityId += 1), quantity, rangeTo: null }));
        const kinds = seed.delivery ?? allDelivery;
        const product: Product = {
          id: productId,
          uuid: stableUuid(2, productId),
          name: seed.name,
          slug,
          subCategoryId: subCategory.id,
          shortDescription: seed.short,
          description: seed.description,
          quantityStyle: seed.style ?? (seed.ranges ? 3 : 1),
          vatPercent: seed.vat ?? 20,
          attributes,
          colours: productColours,
          quantityOptions,
          garmentSizes: seed.sizes ?? [],
          deliveryServiceIds: deliveryServices.filter((d) => kinds.includes(d.kind)).map((d) => d.id),
          price: { setupPence: seed.price[0], unitPence: seed.price[1], exponent: seed.price[2] },
          art: seed.art,
          image: `products/${slug}.webp`,
          accessorySlugs: seed.accessories ?? [],
          isBundle: seed.bundle ?? false,
        };
        products.push(product);

        seed.variations.forEach((v, index) => {
          const variationId = variations.length + 1;
          const variationSlug = slugify(v.name);
          const defaults: Record<number, number> = {};
          for (const [attributeName, optionName] of Object.entries(v.set ?? {})) {
            const attribute = attributes.find((a) => a.name === attributeName);
            const option = attribute?.options.find((o) => o.name === optionName);
            if (!attribute || !option) throw new Error(`Seed: ${v.name} sets unknown ${attributeName}: ${optionName}`);
            defaults[attribute.id] = option.id;
          }
          if (v.colour && productColours.length > 0 && !productColours.some((c) => c.name === v.colour)) {
            throw new Error(`Seed: ${v.name} is shown in ${v.colour}, which ${seed.name} does not offer`);
          }
          const brand = brandTable[variationId % brandTable.length] ?? brandTable[0]!;
          const base = v.colour ? (colourByName.get(v.colour)?.code ?? '#ffffff') : '#ffffff';
          const palette: Palette = { ...brand, base, ink: inkOn(base) };
          const hero = HERO_SLUGS.indexOf(variationSlug);
          variations.push({
            id: variationId,
            uuid: stableUuid(3, variationId),
            productId,
            name: v.name,
            slug: variationSlug,
            shortDescription: v.short,
            image: `products/${variationSlug}.webp`,
            defaults,
            priceFactor: v.factor ?? 1,
            palette,
            // Earlier variations of a product sell more; heroes outsell everything.
            sales: Math.round((random() * 900 + 100) / (index + 1)) + (hero >= 0 ? 20_000 - hero * 1_000 : 0),
            rank: variationId,
          });
        });
      }
    }
  }
  const unknownHeroes = HERO_SLUGS.filter((slug) => !variations.some((v) => v.slug === slug));
  if (unknownHeroes.length > 0) throw new Error(`Seed: unknown popular variations ${unknownHeroes.join(', ')}`);
  return { categories, subCategories, products, variations, colours, deliveryServices };
}

export const catalogue: Catalogue = buildCatalogue();

const categoryBySlug = new Map(catalogue.categories.map((c) => [c.slug, c]));
const subCategoryBySlug = new Map(catalogue.subCategories.map((s) => [s.slug, s]));
const productBySlug = new Map(catalogue.products.map((p) => [p.slug, p]));
const variationBySlug = new Map(catalogue.variations.map((v) => [v.slug, v]));

export const findCategory = (slug: string) => categoryBySlug.get(slug);
export const findSubCategory = (slug: string) => subCategoryBySlug.get(slug);
export const findProduct = (slug: string) => productBySlug.get(slug);
export const findVariation = (slug: string) => variationBySlug.get(slug);
export const categoryById = (id: number) => catalogue.categories[id - 1];
export const subCategoryById = (id: number) => catalogue.subCategories[id - 1];
export const productById = (id: number) => catalogue.products[id - 1];
export const variationById = (id: number) => catalogue.variations[id - 1];
export const deliveryServiceById = (id: number) => catalogue.deliveryServices[id - 1];

export function productOf(variation: Variation): Product {
  const product = productById(variation.productId);
  if (!product) throw new Error(`Variation ${variation.id} has no product`);
  return product;
}

export function subCategoryOf(product: Product): SubCategory {
  const subCategory = subCategoryById(product.subCategoryId);
  if (!subCategory) throw new Error(`Product ${product.id} has no sub-category`);
  return subCategory;
}

export function categoryOf(subCategory: SubCategory): Category {
  const category = categoryById(subCategory.categoryId);
  if (!category) throw new Error(`Sub-category ${subCategory.id} has no category`);
  return category;
}

export const subCategoriesOf = (category: Category) => catalogue.subCategories.filter((s) => s.categoryId === category.id);
export const productsOf = (subCategory: SubCategory) => catalogue.products.filter((p) => p.subCategoryId === subCategory.id);
export const variationsOf = (product: Product) => catalogue.variations.filter((v) => v.productId === product.id);

/** The variation a product page opens on: the product's first. */
export function primaryVariation(product: Product): Variation {
  const first = variationsOf(product)[0];
  if (!first) throw new Error(`Product ${product.slug} has no variations`);
  return first;
}

const bySales = (a: Variation, b: Variation) => b.sales - a.sales || a.rank - b.rank;

/** Best sellers of a category, or of the whole shop for `null`. */
export function topSellers(category: Category | null, limit = 8): Variation[] {
  const inCategory = (v: Variation) => category === null || categoryOf(subCategoryOf(productOf(v))).id === category.id;
  return catalogue.variations.filter(inCategory).sort(bySales).slice(0, limit);
}

/** Other variations from the same sub-category first, then the same category; best sellers first. */
export function similarTo(variationIds: number[], limit?: number): Variation[] {
  const given = variationIds.map(variationById).filter((v): v is Variation => v !== undefined);
  const excluded = new Set(given.map((v) => v.id));
  const subIds = new Set(given.map((v) => productOf(v).subCategoryId));
  const categoryIds = new Set([...subIds].map((id) => subCategoryById(id)?.categoryId));
  const pool = catalogue.variations.filter((v) => !excluded.has(v.id));
  const sameSub = pool.filter((v) => subIds.has(productOf(v).subCategoryId)).sort(bySales);
  const sameCategory = pool
    .filter((v) => !subIds.has(productOf(v).subCategoryId) && categoryIds.has(subCategoryOf(productOf(v)).categoryId))
    .sort(bySales);
  const result = [...sameSub, ...sameCategory];
  return limit === undefined ? result : result.slice(0, limit);
}

/** Variations of the accessory products named by the given variations' products. */
export function accessoriesFor(variationIds: number[]): Variation[] {
  const given = variationIds.map(variationById).filter((v): v is Variation => v !== undefined);
  const slugs = new Set(given.flatMap((v) => productOf(v).accessorySlugs));
  const accessoryProducts = [...slugs].map(findProduct).filter((p): p is Product => p !== undefined);
  return accessoryProducts.flatMap(variationsOf).filter((v) => !given.some((g) => g.id === v.id));
}

import { describe, expect, it } from 'vitest';
import { buildCatalogue, catalogue, categoryOf, findProduct, productOf, subCategoryOf, topSellers, variationsOf } from './catalogue';
import { fromPricePence } from './catalogue-pricing';
import { staticPages } from './content-pages';
import { renderMedia } from './images';

describe('seed catalogue', () => {
  it('has the sizes the shop needs', () => {
    expect(catalogue.categories.length).toBeGreaterThanOrEqual(6);
    expect(catalogue.subCategories.length).toBeGreaterThanOrEqual(30);
    expect(catalogue.variations.length).toBeGreaterThanOrEqual(120);
  });

  it("includes the spec's navbar categories, in the spec's order", () => {
    const navbar = catalogue.categories.filter((c) => c.inNavbar).map((c) => c.name);
    expect(navbar).toEqual(['Digital & Litho Printing', 'Apparel Printing', 'Signage Printing', 'Carrier Bag Printing', 'Gift Item Printing']);
  });

  it('is identical every time it is built', () => {
    expect(buildCatalogue()).toEqual(catalogue);
  });

  it('gives every storefront path segment a unique slug (categories, sub-categories, products, pages)', () => {
    const segmentSlugs = [...catalogue.categories, ...catalogue.subCategories, ...catalogue.products, ...staticPages].map((x) => x.slug);
    expect(new Set(segmentSlugs).size).toBe(segmentSlugs.length);
    const variationSlugs = catalogue.variations.map((v) => v.slug);
    expect(new Set([...variationSlugs, ...segmentSlugs]).size).toBe(variationSlugs.length + segmentSlugs.length);
    for (const slug of [...segmentSlugs, ...variationSlugs]) expect(slug).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
  });

  it('gives every variation a rendered image, a positive from-price and a short description', () => {
    for (const variation of catalogue.variations) {
      expect(renderMedia(variation.image), variation.slug).toContain('<svg');
      expect(fromPricePence(variation), variation.slug).toBeGreaterThan(0);
      expect(variation.shortDescription.length, variation.slug).toBeGreaterThan(20);
    }
  });

  it('puts at least one product in every sub-category and one variation in every product', () => {
    for (const sub of catalogue.subCategories) expect(catalogue.products.some((p) => p.subCategoryId === sub.id), sub.slug).toBe(true);
    for (const product of catalogue.products) expect(variationsOf(product).length, product.slug).toBeGreaterThan(0);
  });

  it('names only existing products as accessories', () => {
    for (const product of catalogue.products) {
      for (const slug of product.accessorySlugs) expect(findProduct(slug), `${product.slug} → ${slug}`).toBeDefined();
    }
  });

  it('zero-rates leaflets, flyers, brochures and booklets and standard-rates cards and posters (HMRC 701/10)', () => {
    const vatOf = (subSlug: string) => new Set(catalogue.products.filter((p) => subCategoryOf(p).slug === subSlug).map((p) => p.vatPercent));
    for (const slug of ['flyers-leaflets', 'brochures', 'booklets']) expect(vatOf(slug)).toEqual(new Set([0]));
    for (const slug of ['business-cards', 'posters', 't-shirts', 'roller-banners']) expect(vatOf(slug)).toEqual(new Set([20]));
  });

  it('uses all three quantity styles, with sizes for garments and colours for apparel', () => {
    const styles = new Set(catalogue.products.map((p) => p.quantityStyle));
    expect(styles).toEqual(new Set([1, 2, 3]));
    for (const product of catalogue.products.filter((p) => p.quantityStyle === 2)) {
      expect(product.garmentSizes.length, product.slug).toBeGreaterThan(0);
      expect(product.colours.length, product.slug).toBeGreaterThan(0);
    }
    for (const product of catalogue.products.filter((p) => p.quantityStyle === 3)) {
      for (const range of product.quantityOptions) expect(range.rangeTo, product.slug).toBeGreaterThanOrEqual(range.quantity);
    }
  });

  it('ranks the top sellers of a category from that category only, best first', () => {
    const apparel = catalogue.categories.find((c) => c.slug === 'apparel-printing')!;
    const top = topSellers(apparel);
    expect(top.length).toBe(8);
    for (const v of top) expect(categoryOf(subCategoryOf(productOf(v))).slug).toBe('apparel-printing');
    expect(top.map((v) => v.sales)).toEqual([...top.map((v) => v.sales)].sort((a, b) => b - a));
    expect(topSellers(null)[0]?.slug).toBe('standard-business-cards-400gsm-silk');
  });
});

import type { components } from '../../generated/upstream';
import { PRODUCT_IMAGE, imageSet } from '../../lib/images';
import { addVat, poundsToPence } from '../../lib/money';
import { toProductCard } from '../../lib/product-card';
import type { Breadcrumb, ProductCard } from '../../view-models';

type Schemas = components['schemas'];

// Storefront links of storefront.md section 2: a product opens at /{sub_menu_slug}/{product slug}
// (its primary variation), a variation at /{product slug}/{variation slug}.

export const productPath = (subMenuSlug: string, productSlug: string) => `/${subMenuSlug}/${productSlug}`;

export const variationPath = (productSlug: string, variationSlug: string) => `/${productSlug}/${variationSlug}`;

/**
 * A variation (search result, top seller, similar product, accessory) linking to its own page, so the
 * shopper lands on the variation they saw rather than on the product's primary one.
 */
export function toVariationCard(card: Schemas['VariationCard']): ProductCard {
  return { ...toProductCard(card), href: variationPath(card.product.slug, card.slug) };
}

/** A product of a sub-category listing, linking to /{front_sub_menu slug}/{product slug}. */
export function toListingCard(card: Schemas['ProductCard']): ProductCard {
  return {
    name: card.name,
    slug: card.slug,
    href: productPath(card.front_sub_menu.slug, card.slug),
    shortDescription: card.short_description,
    image: imageSet(card.image, card.name, PRODUCT_IMAGE),
    fromPrice: addVat(poundsToPence(card.min_price), card.vat_percent),
  };
}

const HOME: Breadcrumb = { name: 'Home', href: '/' };

/** A trail from Home through the given steps; the last step is the page itself. */
export function breadcrumbs(...steps: Breadcrumb[]): Breadcrumb[] {
  return [HOME, ...steps];
}

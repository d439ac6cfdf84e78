import type { components } from '@bff/generated/upstream';
import { PRODUCT_IMAGE, imageSet } from '@bff/lib/images';
import { fromPrice, type FromPriced } from '@bff/lib/product-card';
import type { Breadcrumb, ProductCard } from '@bff/view-models';

type Schemas = components['schemas'];

// Storefront links: a product opens at /{sub_menu_slug}/{product slug}
// (its primary variation), a variation at /{product slug}/{variation slug}.

export const productPath = (subMenuSlug: string, productSlug: string) => `/${subMenuSlug}/${productSlug}`;

export const variationPath = (productSlug: string, variationSlug: string) => `/${productSlug}/${variationSlug}`;

type CardSource = Pick<Schemas['ProductCard'], 'name' | 'slug' | 'short_description' | 'image'> & FromPriced;

function toCard(source: CardSource, href: string): ProductCard {
  return {
    name: source.name,
    slug: source.slug,
    href,
    shortDescription: source.short_description,
    image: imageSet(source.image, source.name, PRODUCT_IMAGE),
    // Listings answer every shopper alike (kept and cached as public answers): list prices.
    fromPrice: fromPrice(source, null),
  };
}

/**
 * A variation (search result, popular product, top seller, same-day product, similar product,
 * accessory) linking to its own page, which shows the same name, picture and From price as the card.
 * The product's page would open its primary variation: another name, picture and price.
 */
export const toVariationCard = (card: Schemas['VariationCard']) => toCard(card, variationPath(card.product.slug, card.slug));

/** A product of a sub-category listing, linking to /{front_sub_menu slug}/{product slug}: its page shows the product's From price. */
export const toListingCard = (card: Schemas['ProductCard']) => toCard(card, productPath(card.front_sub_menu.slug, card.slug));

const HOME: Breadcrumb = { name: 'Home', href: '/' };

/** A trail from Home through the given steps; the last step is the page itself. */
export function breadcrumbs(...steps: Breadcrumb[]): Breadcrumb[] {
  return [HOME, ...steps];
}

import type { components } from '../generated/upstream';
import type { ProductCard } from '../view-models';
import { PRODUCT_IMAGE, imageSet } from './images';
import { addVat, poundsToPence } from './money';

/**
 * An upstream variation card (popular products, search results, similar products) as the SPA's
 * ProductCard: the 'From' price in pence including the line's own VAT rate, the image in three sizes,
 * and the storefront link {front_sub_menu slug}/{product slug} (spec, Home page).
 */
export function toProductCard(card: components['schemas']['VariationCard']): ProductCard {
  return {
    name: card.name,
    slug: card.slug,
    href: `/${card.product.front_sub_menu.slug}/${card.product.slug}`,
    shortDescription: card.short_description,
    image: imageSet(card.image, card.name, PRODUCT_IMAGE),
    fromPrice: addVat(poundsToPence(card.min_price), card.vat_percent),
  };
}

import type { components } from '@bff/generated/upstream';
import { PRODUCT_IMAGE, imageSet } from '@bff/lib/images';
import { poundsToPence } from '@bff/lib/money';
import { fromPrice } from '@bff/lib/product-card';
import type { UpstreamClient } from '@bff/upstream/client';
import type { ConfiguratorModel, Pence, ProductView, QuantityModel } from '@bff/view-models';
import { breadcrumbs, productPath, toVariationCard, variationPath } from '@bff/lib/cards';
import { loadEstimate, toDeliveryServiceView } from '@bff/lib/delivery';
import { shopperPrice, toPriceView, type AccountDiscount } from '@bff/lib/line-price';
import { categoryOfSubMenu, loadOutline, type CatalogueOutline } from '@bff/lib/menus';
import { isNotFound, optional } from '@bff/http/not-found';
import { pageSeo } from '@bff/lib/page-seo';
import { sanitizeHtml } from '@bff/lib/trusted-html';

type Schemas = components['schemas'];
type Customise = Schemas['CustomiseResponse']['data'];

const isSubMenu = (outline: CatalogueOutline, slug: string) =>
  outline.menus.some((entry) => entry.sub_menus.some((sub) => sub.sub_menu_slug === slug));

/**
 * A product page has two shapes: /{sub_menu_slug}/{product slug} (the primary
 * variation) and /{product slug}/{variation slug}. The catalogue outline (cached) says whether the
 * first segment is a sub-category, so a normal page costs one configurator call and no failed one.
 * A sub-category slug that is also a product slug falls back to the second shape.
 */
async function customise(upstream: UpstreamClient, outline: CatalogueOutline | null, first: string, second: string) {
  const asVariation = () =>
    upstream
      .getCached('variations/customise/{product_slug}/{variation_slug}', { path: { product_slug: first, variation_slug: second } })
      .then((answer) => ({ data: answer.data, viaSubMenu: false }));
  // Without the outline both shapes are tried.
  if (outline && !isSubMenu(outline, first)) return asVariation();
  let viaSubMenu;
  try {
    viaSubMenu = { data: (await upstream.getCached('variations/customise/{product_slug}', { path: { product_slug: second } })).data, viaSubMenu: true };
  } catch (error) {
    if (isNotFound(error)) return asVariation();
    throw error;
  }
  if (viaSubMenu.data.product.front_sub_menu.slug === first) return viaSubMenu;
  // Another sub-category's product: unless the path names a variation, the product's own address is the page.
  return asVariation().catch((error: unknown) => {
    if (isNotFound(error)) return viaSubMenu;
    throw error;
  });
}

/** `headline`: a net amount on the headline prices' basis (VAT at the goods' rate, less the account's discount). */
function quantityModel(quantity: Schemas['QuantityOptions'], headline: (net: Pence) => Pence): QuantityModel {
  switch (quantity.quantity_style) {
    case 1:
      return {
        style: 1,
        presets: quantity.quantities.map((preset) => ({ id: preset.id, quantity: preset.quantity })),
        custom: quantity.custom_quantity ?? null,
      };
    case 2:
      return {
        style: 2,
        sizes: quantity.sizes.map((size) => ({ name: size.name, extraEach: headline(size.extra_price ? poundsToPence(size.extra_price) : 0) })),
      };
    case 3:
      return {
        style: 3,
        ranges: quantity.ranges.map((range) => ({
          id: range.id,
          from: range.range_from,
          to: range.range_to,
          unitNet: poundsToPence(range.unit_price),
        })),
      };
  }
}

function configurator(data: Customise, colours: Schemas['Color'][], discountPercent: number | null): ConfiguratorModel {
  const deliveryServices = data.delivery_services.map(toDeliveryServiceView);
  // The upstream's figure is net, relative to the standard options at the smallest quantity: the page's
  // first price. What it adds is what that price's total changes by (each total rounded as charged),
  // not the figure's own VAT rounded apart, which could be a penny off.
  const first = poundsToPence(data.price.net_price) + poundsToPence(data.price.extra_price) + poundsToPence(data.price.delivery_price);
  const totalAt = (subtotal: number) => shopperPrice(subtotal, data.price.vat_percent, discountPercent);
  const firstTotal = totalAt(first);
  return {
    attributes: data.attributes.map((attribute) => ({
      id: attribute.id,
      name: attribute.name,
      slug: attribute.slug,
      defaultOptionId: attribute.default_attr_id,
      options: attribute.options.map((option) => ({
        id: option.id,
        name: option.name,
        image: option.image ? imageSet(option.image, option.name, PRODUCT_IMAGE) : null,
        extraFrom: totalAt(first + poundsToPence(option.extra_price)) - firstTotal,
      })),
    })),
    quantity: quantityModel(data.quantity, (net) => shopperPrice(net, data.price.vat_percent, discountPercent)),
    colours: colours.map((colour) => ({
      id: colour.id,
      name: colour.name,
      hex: colour.hex_code,
      image: colour.image ? imageSet(colour.image, colour.name, PRODUCT_IMAGE) : null,
    })),
    deliveryServices,
    initial: {
      options: { ...data.selected },
      quantity: data.price.quantity,
      quantityId: data.price.quantity_id ?? null,
      deliveryServiceId: data.price.delivery_service?.id ?? deliveryServices[0]?.id ?? null,
      colourId: colours[0]?.id ?? null,
    },
  };
}

/** A product asked for under a sub-category other than its own: its page is at `path` alone. */
export class ProductElsewhere extends Error {
  constructor(readonly path: string) {
    super(`The product's page is ${path}`);
  }
}

/**
 * The product page: configurator (customise), colours, the initial delivery estimate, three similar
 * products and the accessories. Every read is cached; the outline is normally warm from the layout.
 * An unknown product rejects with the upstream's not_found, one under another sub-category than its
 * own with ProductElsewhere.
 */
export async function loadProduct(
  upstream: UpstreamClient,
  first: string,
  second: string,
  discount: AccountDiscount | null,
): Promise<ProductView> {
  const outline = await optional(loadOutline(upstream), null);
  const { data, viaSubMenu } = await customise(upstream, outline, first, second);
  const { product, variation } = data;
  // One product, one address: under any other sub-category it would be a copy of its page.
  if (viaSubMenu && first !== product.front_sub_menu.slug) throw new ProductElsewhere(productPath(product.front_sub_menu.slug, product.slug));
  const related = { query: { 'variation_id[]': [variation.id] } };
  const initialService = data.price.delivery_service ?? data.delivery_services[0];

  const [colours, similar, accessories, delivery] = await Promise.all([
    upstream.getCached('variations/colors/{id}', { path: { id: variation.id } }).then((answer) => answer.data),
    optional(upstream.getCached('variations/similar/3', related).then((answer) => answer.data.map(toVariationCard)), []),
    optional(upstream.getCached('variations/accessories', related).then((answer) => answer.data.map(toVariationCard)), []),
    initialService ? optional(loadEstimate(upstream, initialService), null) : Promise.resolve(null),
  ]);

  const subMenu = product.front_sub_menu;
  const category = outline ? categoryOfSubMenu(outline, subMenu.slug) : undefined;
  const subMenuName =
    subMenu.name ?? outline?.menus.flatMap((entry) => entry.sub_menus).find((sub) => sub.sub_menu_slug === subMenu.slug)?.name ?? product.name;
  const canonicalPath = viaSubMenu ? productPath(subMenu.slug, product.slug) : variationPath(product.slug, variation.slug);
  const name = viaSubMenu ? product.name : variation.name;
  const imagePaths = [...new Set(variation.images.length > 0 ? variation.images : [variation.image])];

  return {
    variationId: variation.id,
    uuid: variation.uuid,
    name,
    slug: variation.slug,
    product: { id: product.id, name: product.name, slug: product.slug },
    canonicalPath,
    shortDescription: variation.short_description,
    description: sanitizeHtml(variation.description),
    images: imagePaths.map((path) => imageSet(path, variation.name, PRODUCT_IMAGE)),
    breadcrumbs: breadcrumbs(
      ...(category ? [{ name: category.name, href: `/${category.slug}` }] : []),
      { name: subMenuName, href: `/${subMenu.slug}` },
      { name, href: canonicalPath },
    ),
    // The page of a product shows the product's From price (its cheapest variation's), as its listing
    // card does; the page of one variation shows that variation's, as its search card does. The page
    // of an account with a discount is its own (kept apart for its discount), so its From price is the
    // account's, as its price panel is.
    fromPrice: fromPrice(viaSubMenu ? product : variation, discount?.percent ?? null),
    isProductPage: viaSubMenu,
    fromPriceNote: discount?.priceName ?? null,
    isBundle: variation.is_bundle,
    isSameDay: variation.is_same_day,
    variations: data.variations.map((option) => ({
      id: option.id,
      name: option.name,
      slug: option.slug,
      href: variationPath(product.slug, option.slug),
      image: imageSet(option.image, option.name, PRODUCT_IMAGE),
    })),
    configurator: configurator(data, colours, discount?.percent ?? null),
    price: toPriceView(data.price, discount),
    delivery,
    similar,
    // An accessory that is also among the similar products is shown once, with them.
    accessories: accessories.filter((accessory) => !similar.some((card) => card.href === accessory.href)),
    seo: pageSeo(viaSubMenu ? product : variation, {
      title: name,
      html: variation.description,
      images: imagePaths,
    }),
  };
}

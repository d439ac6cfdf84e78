// Reshapes catalogue records into the contract's JSON (components.schemas of openapi/upstream.yaml).
// The one place that knows both the model and the wire format, shared by the catalog, search and
// content handlers.
import type { components } from '../../bff/src/generated/upstream';
import type { Attribute, Category, DeliveryService, Product, SubCategory, Variation } from './catalogue-model';
import {
  categoryOf,
  deliveryServiceById,
  productOf,
  productsOf,
  subCategoriesOf,
  subCategoryOf,
  variationsOf,
} from './catalogue';
import { CUT_OFF, estimateDelivery, type DeliveryEstimate } from './catalogue-delivery';
import {
  customQuantityLimits,
  defaultSelection,
  fromPricePence,
  GARMENT_SIZE_EXTRA_PENCE,
  goodsPence,
  minimumQuantity,
  percent,
  pounds,
  rangeUnitPence,
  type Quote,
  type Selection,
} from './catalogue-pricing';
import { colourImagePath } from './images';

type Schemas = components['schemas'];

const SHOP = 'PrintShop London';

export function errorBody(message: string, errors?: Record<string, string[]>): Schemas['Error'] {
  return errors ? { success: false, message, errors } : { success: false, message };
}

export const notFound = (what: string) => errorBody(`${what} not found.`);

export function menuRef(category: Category): Schemas['MenuRef'] {
  return { id: category.id, name: category.name, slug: category.slug };
}

export function menuEntry(category: Category): Schemas['MenuEntry'] {
  return {
    menu: menuRef(category),
    sub_menus: subCategoriesOf(category).map((s) => ({ id: s.id, name: s.name, sub_menu_slug: s.slug })),
  };
}

export function frontSubMenu(subCategory: SubCategory): Schemas['FrontSubMenu'] {
  return { id: subCategory.id, name: subCategory.name, slug: subCategory.slug };
}

function productRef(product: Product): Schemas['ProductRef'] {
  return { id: product.id, name: product.name, slug: product.slug, uuid: product.uuid, front_sub_menu: frontSubMenu(subCategoryOf(product)) };
}

export function variationCard(variation: Variation): Schemas['VariationCard'] {
  const product = productOf(variation);
  return {
    id: variation.id,
    name: variation.name,
    title: product.name,
    slug: variation.slug,
    short_description: variation.shortDescription,
    image: variation.image,
    min_price: pounds(fromPricePence(variation)),
    vat_percent: percent(product.vatPercent),
    uuid: variation.uuid,
    product: productRef(product),
  };
}

/** A product's "From" price: its cheapest variation's. */
export function productFromPence(product: Product): number {
  return Math.min(...variationsOf(product).map(fromPricePence));
}

export function productCard(product: Product): Schemas['ProductCard'] {
  return {
    id: product.id,
    uuid: product.uuid,
    name: product.name,
    slug: product.slug,
    short_description: product.shortDescription,
    image: product.image,
    min_price: pounds(productFromPence(product)),
    vat_percent: percent(product.vatPercent),
    front_sub_menu: frontSubMenu(subCategoryOf(product)),
  };
}

const paragraph = (text: string) => `<p>${text.replace(/&/g, '&amp;').replace(/</g, '&lt;')}</p>`;

export function productDetail(product: Product): Schemas['Product'] {
  const variations = variationsOf(product);
  return {
    ...productCard(product),
    meta_title: `${product.name} | ${SHOP}`,
    meta_description: product.shortDescription,
    title: product.name,
    description: paragraph(product.description),
    images: [product.image, ...variations.slice(0, 3).map((v) => v.image)],
  };
}

export function isSameDay(product: Product): boolean {
  return product.deliveryServiceIds.some((id) => deliveryServiceById(id)?.kind === 'same-day');
}

export function variationDetail(variation: Variation): Schemas['Variation'] {
  const product = productOf(variation);
  const colourImages = product.colours.slice(0, 3).map((c) => colourImagePath(variation, c.name));
  return {
    ...variationCard(variation),
    meta_title: `${variation.name} | ${SHOP}`,
    meta_description: variation.shortDescription,
    description: paragraph(variation.shortDescription) + paragraph(product.description),
    images: [variation.image, ...(colourImages.length > 0 ? colourImages : [product.image])],
    quantity_style: product.quantityStyle,
    is_bundle: product.isBundle,
    is_same_day: isSameDay(product),
  };
}

export function variationOption(variation: Variation): Schemas['VariationOption'] {
  return { id: variation.id, name: variation.name, slug: variation.slug, image: variation.image };
}

/** An attribute with each option's price difference from the current choice, at the smallest quantity. */
export function attributeView(attribute: Attribute, variation: Variation, selection: Selection = defaultSelection(variation)): Schemas['Attribute'] {
  const quantity = minimumQuantity(productOf(variation));
  const current = goodsPence(variation, quantity, selection);
  return {
    id: attribute.id,
    name: attribute.name,
    slug: attribute.name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, ''),
    default_attr_id: defaultSelection(variation)[attribute.id] ?? attribute.defaultOptionId,
    options: attribute.options.map((option) => ({
      id: option.id,
      name: option.name,
      image: null,
      extra_price: pounds(goodsPence(variation, quantity, { ...selection, [attribute.id]: option.id }) - current),
    })),
  };
}

export function quantityView(variation: Variation): Schemas['QuantityOptions'] {
  const product = productOf(variation);
  const style = product.quantityStyle;
  return {
    quantity_style: style,
    quantities: style === 1 ? product.quantityOptions.map((q) => ({ id: q.id, quantity: q.quantity })) : [],
    custom_quantity: style === 1 ? customQuantityLimits(product) : null,
    sizes: style === 2 ? product.garmentSizes.map((name) => ({ name, extra_price: pounds(GARMENT_SIZE_EXTRA_PENCE[name] ?? 0) })) : [],
    ranges:
      style === 3
        ? product.quantityOptions.map((q) => ({
            id: q.id,
            range_from: q.quantity,
            range_to: q.rangeTo ?? q.quantity,
            unit_price: pounds(rangeUnitPence(variation, q)),
          }))
        : [],
  };
}

export function deliveryServiceView(service: DeliveryService): Schemas['DeliveryService'] {
  return {
    id: service.id,
    title: service.title,
    description: service.description,
    days: service.maxDays,
    price: pounds(service.pricePence),
    cut_off: CUT_OFF,
    is_same_day: service.kind === 'same-day',
    is_collection: false,
  };
}

export function minDeliveryView(estimate: DeliveryEstimate): Schemas['MinDelivery'] {
  return { day: estimate.day, date: estimate.date, suffix: estimate.suffix, month: estimate.month };
}

export function priceView(variation: Variation, quote: Quote, now: Date = new Date()): Schemas['Price'] {
  return {
    variation_id: variation.id,
    quantity: quote.quantity,
    quantity_id: quote.quantityId,
    unit_price: pounds(quote.unitPence),
    net_price: pounds(quote.netPence),
    extra_price: pounds(quote.extraPence),
    delivery_price: pounds(quote.deliveryPence),
    vat_percent: percent(quote.vatPercent),
    vat_amount: pounds(quote.vatPence),
    total_price: pounds(quote.totalPence),
    delivery_service: quote.delivery ? deliveryServiceView(quote.delivery) : null,
    estimate: quote.delivery ? minDeliveryView(estimateDelivery(quote.delivery, now)) : null,
  };
}

export function menuPage(category: Category): Schemas['MenuPage'] {
  return {
    meta_title: `${category.name} | ${SHOP}`,
    meta_description: category.intro,
    type: 'menu',
    menu: menuRef(category),
    description: paragraph(category.intro),
    image: category.image,
    sub_menus: subCategoriesOf(category).map((s) => {
      const products = productsOf(s);
      return {
        id: s.id,
        name: s.name,
        sub_menu_slug: s.slug,
        short_description: s.intro,
        image: s.image,
        min_price: products.length > 0 ? pounds(Math.min(...products.map(productFromPence))) : null,
      };
    }),
  };
}

export function subMenuPage(subCategory: SubCategory): Schemas['SubMenuPage'] {
  return {
    meta_title: `${subCategory.name} | ${SHOP}`,
    meta_description: subCategory.intro,
    type: 'sub_menu',
    menu: menuRef(categoryOf(subCategory)),
    sub_menu: { id: subCategory.id, name: subCategory.name, sub_menu_slug: subCategory.slug },
    description: paragraph(subCategory.intro),
    image: subCategory.image,
  };
}

/** The variation a product's configurator opens on, with its product. */
export function variationWithProduct(variation: Variation) {
  return { product: productDetail(productOf(variation)), variation: variationDetail(variation) };
}

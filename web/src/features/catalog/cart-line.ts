import type { ConfiguratorModel, PriceView, ProductView } from './api/catalog-queries';
import { lineQuantity, type CartItem } from '../cart/cart-rules';
import { initialSelection, withQuantity, type Selection } from './selection';

/**
 * The cart line for a configured product. The prices are the BFF's answer for this exact
 * selection, for display only: the cart is priced again by the BFF before checkout.
 */
export function cartLineFrom(product: ProductView, selection: Selection, price: PriceView, code: string): CartItem {
  const model = product.configurator;
  const style = model.quantity.style;
  const range = style === 3 ? model.quantity.ranges.find((candidate) => candidate.id === selection.quantityId) : undefined;
  const colour = model.colours.find((candidate) => candidate.id === selection.colourId);
  const service = model.deliveryServices.find((candidate) => candidate.id === selection.deliveryServiceId);
  return {
    code,
    uuid: product.uuid,
    productName: product.name,
    variationId: product.variationId,
    variationDetails: { image: (colour?.image ?? product.images[0])?.src ?? '' },
    quantityStyle: style,
    quantity: {
      customQuantity: style === 2 ? null : selection.quantity,
      rangeTo: range?.to ?? null,
      id: selection.quantityId,
    },
    size:
      model.quantity.style === 2
        ? model.quantity.sizes
            .map(({ name }) => ({ name, quantity: selection.sizes[name] ?? 0 }))
            .filter((size) => size.quantity > 0)
        : [],
    variationNetPrice: price.net,
    // Garment size surcharges and the delivery service, both before VAT.
    extraTotalPrice: price.extras + price.delivery,
    bundle: product.isBundle,
    pricePending: false,
    href: product.canonicalPath,
    options: selection.options,
    attributes: model.attributes.flatMap((attribute) => {
      const option = attribute.options.find((candidate) => candidate.id === selection.options[String(attribute.id)]);
      return option ? [{ key: attribute.name, value: option.name }] : [];
    }),
    colour: colour ? { id: colour.id, name: colour.name } : null,
    deliveryService: service ? { id: service.id, title: service.title } : null,
  };
}

/**
 * The selection a cart line was added with, on its product's configurator as it is now, for the page
 * that edits the line: an option, colour, size or delivery service the product no longer offers gives
 * way to the product's default, and the quantity's preset or range is found again (the cart's own
 * quantity field leaves that to the upstream).
 */
export function selectionOfLine(model: ConfiguratorModel, item: CartItem): Selection {
  const initial = initialSelection(model);
  const options = { ...initial.options };
  for (const attribute of model.attributes) {
    const offered = attribute.options.find((option) => option.id === item.options[String(attribute.id)]);
    if (offered) options[String(attribute.id)] = offered.id;
  }
  const selection: Selection = {
    ...initial,
    options,
    colourId: model.colours.find((colour) => colour.id === item.colour?.id)?.id ?? initial.colourId,
    deliveryServiceId: model.deliveryServices.find((service) => service.id === item.deliveryService?.id)?.id ?? initial.deliveryServiceId,
  };
  if (model.quantity.style !== 2) return withQuantity(model.quantity, selection, lineQuantity(item));
  const { sizes } = model.quantity;
  const ordered = item.size.filter((size) => size.quantity > 0 && sizes.some(({ name }) => name === size.name));
  return ordered.length > 0 ? { ...selection, sizes: Object.fromEntries(ordered.map((size) => [size.name, size.quantity])) } : selection;
}

import type { PriceView, ProductView } from './api/catalog-queries';
import type { CartItem } from '../cart/cart-rules';
import type { Selection } from './selection';

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

import type { components } from '@bff/generated/upstream';
import type { CartQuoteLine } from '@bff/schemas/cart';

/** A cart line as the upstream prices it (price-check, the checkout quote and the order): what it is, never its price. */
export function toPriceCheckLine(item: CartQuoteLine): components['schemas']['PriceCheckLine'] {
  return {
    code: item.code,
    variation_id: item.variationId,
    quantity: item.quantity,
    quantity_id: item.quantityId,
    opt_att: item.options,
    size: item.sizes.filter((size) => size.quantity > 0),
    color_id: item.colourId,
    delivery_service_id: item.deliveryServiceId,
  };
}

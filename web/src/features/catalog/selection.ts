import { lineQuantityProblem, quantityRangeMessage } from '@bff/schemas/cart';
import type { ConfiguratorModel, QuantityModel } from './api/catalog-queries';

// The shopper's choices in the product configurator as plain data, with the pure rules that turn
// them into the price query and say what is still missing. The component only holds the state.

export interface Selection {
  /** attribute id -> option id */
  readonly options: Readonly<Record<string, number>>;
  /** Styles 1 and 3: the quantity picked or typed; null while the field is empty. */
  readonly quantity: number | null;
  /** The preset (style 1) or range (style 3) the quantity is, if any. */
  readonly quantityId: number | null;
  /** Style 2: how many of each garment size. */
  readonly sizes: Readonly<Record<string, number>>;
  readonly colourId: number | null;
  readonly deliveryServiceId: number | null;
}

/** The flat query of GET /api/products/:variationId/price, e.g. `{ quantity: '250', 'options[3]': '12' }`. */
export type PriceParams = Readonly<Record<string, string>>;

/** The size a garment order starts on: M when there is one, else the middle size. */
function startingSize(sizes: readonly { name: string }[]): string | undefined {
  return (sizes.find((size) => size.name === 'M') ?? sizes[Math.floor(sizes.length / 2)])?.name;
}

/** The choices the page opens on, as the BFF priced them. */
export function initialSelection(model: ConfiguratorModel): Selection {
  const { initial, quantity } = model;
  const size = quantity.style === 2 ? startingSize(quantity.sizes) : undefined;
  return {
    options: initial.options,
    quantity: quantity.style === 2 ? null : initial.quantity,
    quantityId: initial.quantityId,
    sizes: size ? { [size]: initial.quantity } : {},
    colourId: initial.colourId,
    deliveryServiceId: initial.deliveryServiceId,
  };
}

/** How many items the selection is: the sizes added up for garments, else the quantity. */
export function totalQuantity(model: QuantityModel, selection: Selection): number {
  if (model.style === 2) return Object.values(selection.sizes).reduce((sum, count) => sum + count, 0);
  return selection.quantity ?? 0;
}

function rangeOf(model: Extract<QuantityModel, { style: 3 }>, quantity: number) {
  return model.ranges.find((range) => quantity >= range.from && quantity <= range.to);
}

/** A new quantity (styles 1 and 3), with the preset or range it matches. */
export function withQuantity(model: QuantityModel, selection: Selection, quantity: number | null): Selection {
  let quantityId: number | null = null;
  if (quantity !== null && model.style === 1) quantityId = model.presets.find((preset) => preset.quantity === quantity)?.id ?? null;
  if (quantity !== null && model.style === 3) quantityId = rangeOf(model, quantity)?.id ?? null;
  return { ...selection, quantity, quantityId };
}

/** A new count for one garment size (style 2); 0 removes the size. */
export function withSize(selection: Selection, size: string, count: number): Selection {
  const { [size]: _previous, ...others } = selection.sizes;
  return { ...selection, sizes: count > 0 ? { ...others, [size]: count } : others };
}

/** Why the quantity cannot be priced yet, in the shopper's words; null when it can. */
export function quantityProblem(model: QuantityModel, selection: Selection): string | null {
  if (model.style === 2) {
    // The sizes add up to one line's quantity, under the line's limit as the cart and the BFF take it.
    const total = totalQuantity(model, selection);
    return total > 0 ? lineQuantityProblem(total, null) : 'Please enter how many you need of at least one size.';
  }
  const { quantity } = selection;
  if (model.style === 3) {
    const first = model.ranges[0];
    const last = model.ranges[model.ranges.length - 1];
    if (!first || !last) return 'This product cannot be ordered online at the moment.';
    return quantity !== null && rangeOf(model, quantity) ? null : quantityRangeMessage({ min: first.from, max: last.to, step: 1 });
  }
  if (quantity === null) return 'Please choose or enter a quantity.';
  if (model.custom) return lineQuantityProblem(quantity, model.custom);
  return selection.quantityId !== null ? null : 'Please choose a quantity from the list.';
}

/**
 * The price query for a selection, or null while it cannot be priced (a quantity problem, or no
 * delivery service chosen). Keys are added in a fixed order so equal selections make equal query keys.
 */
export function priceParams(model: ConfiguratorModel, selection: Selection): PriceParams | null {
  if (quantityProblem(model.quantity, selection) !== null || selection.deliveryServiceId === null) return null;
  const params: Record<string, string> = {};
  // Garments send their sizes; the BFF adds them up into the quantity.
  if (model.quantity.style !== 2) params.quantity = String(selection.quantity);
  if (selection.quantityId !== null) params.quantityId = String(selection.quantityId);
  params.deliveryServiceId = String(selection.deliveryServiceId);
  if (selection.colourId !== null) params.colourId = String(selection.colourId);
  for (const attribute of model.attributes) {
    const option = selection.options[String(attribute.id)];
    if (option !== undefined) params[`options[${attribute.id}]`] = String(option);
  }
  if (model.quantity.style === 2) {
    for (const { name } of model.quantity.sizes) {
      const count = selection.sizes[name];
      if (count) params[`sizes[${name}]`] = String(count);
    }
  }
  return params;
}

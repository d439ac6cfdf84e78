// The mock's price engine. All arithmetic is in integer pence; handlers turn pence into the
// contract's decimal-pound strings. Prices are net of VAT; VAT is per line from the product.
import type { DeliveryService, Product, QuantityOption, Variation } from './catalogue-model';
import { deliveryServiceById, productOf, variationById } from './catalogue';

/** Surcharge per garment on the big sizes, as printers charge for the extra fabric. */
export const GARMENT_SIZE_EXTRA_PENCE: Record<string, number> = { '2XL': 150, '3XL': 250 };

export type Selection = Record<number, number>;

export interface SizeLine {
  name: string;
  quantity: number;
}

export interface LineRequest {
  quantity: number;
  /** attr id → option id; missing attributes take the variation's defaults. */
  selection?: Selection;
  /** Garment sizes (quantity style 2); their sum must equal `quantity`. */
  sizes?: SizeLine[];
  /** The chosen preset or range (styles 1 and 3). */
  quantityId?: number | null;
  colourId?: number | null;
  deliveryServiceId?: number | null;
}

export interface Quote {
  quantity: number;
  quantityId: number | null;
  /** Rounded for display; netPence is exact. */
  unitPence: number;
  netPence: number;
  /** Garment big-size surcharges. */
  extraPence: number;
  deliveryPence: number;
  vatPercent: number;
  vatPence: number;
  totalPence: number;
  delivery: DeliveryService | null;
  selection: Selection;
}

export type FieldErrors = Record<string, string[]>;
export type QuoteResult = { ok: true; quote: Quote } | { ok: false; errors: FieldErrors };

/** The variation's own defaults over the product's. */
export function defaultSelection(variation: Variation): Selection {
  const product = productOf(variation);
  return Object.fromEntries(product.attributes.map((a) => [a.id, variation.defaults[a.id] ?? a.defaultOptionId]));
}

/** Applies the shopper's choices over the defaults, refusing ids the product does not have. */
export function resolveSelection(variation: Variation, chosen: Selection = {}): { ok: true; selection: Selection } | { ok: false; errors: FieldErrors } {
  const product = productOf(variation);
  const selection = defaultSelection(variation);
  const errors: FieldErrors = {};
  for (const [attributeId, optionId] of Object.entries(chosen)) {
    const attribute = product.attributes.find((a) => a.id === Number(attributeId));
    if (!attribute) {
      errors[`opt_att.${attributeId}`] = ['The selected attribute is invalid.'];
    } else if (!attribute.options.some((o) => o.id === optionId)) {
      errors[`opt_att.${attributeId}`] = [`The selected ${attribute.name.toLowerCase()} is invalid.`];
    } else {
      selection[attribute.id] = optionId;
    }
  }
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, selection };
}

function selectionFactor(product: Product, selection: Selection): number {
  return product.attributes.reduce((factor, attribute) => {
    const option = attribute.options.find((o) => o.id === selection[attribute.id]);
    return factor * (option?.factor ?? 1);
  }, 1);
}

/**
 * The shop's price curve: the net price of `quantity` items rises with quantity while the price per
 * item falls. A product sold in quantity ranges is charged from it per range (rangeUnitPence).
 */
export function netPence(variation: Variation, quantity: number, selection: Selection = defaultSelection(variation)): number {
  const product = productOf(variation);
  const { setupPence, unitPence, exponent } = product.price;
  const base = setupPence + unitPence * quantity ** exponent;
  return Math.round(base * variation.priceFactor * selectionFactor(product, selection));
}

/** The smallest quantity a variation sells. */
export function minimumQuantity(product: Product): number {
  return product.quantityOptions[0]?.quantity ?? 1;
}

/** The card's "From" price: the smallest quantity with the variation's default options, net. */
export function fromPricePence(variation: Variation): number {
  return goodsPence(variation, minimumQuantity(productOf(variation)));
}

/** Limits for a typed quantity (style 1): from the first preset to twice the last, in sensible steps. */
export function customQuantityLimits(product: Product): { min: number; max: number; step: number } {
  const presets = product.quantityOptions.map((q) => q.quantity);
  const min = presets[0] ?? 1;
  return { min, max: (presets[presets.length - 1] ?? min) * 2, step: Math.min(min, 50) };
}

export function rangeFor(product: Product, quantity: number): QuantityOption | undefined {
  return product.quantityOptions.find((q) => q.rangeTo !== null && quantity >= q.quantity && quantity <= q.rangeTo);
}

/** A quantity range's price per item: the curve's price per item at the range's first quantity. */
export function rangeUnitPence(variation: Variation, range: QuantityOption, selection: Selection = defaultSelection(variation)): number {
  return Math.round(netPence(variation, range.quantity, selection) / range.quantity);
}

/**
 * Net price of `quantity` items as the shop charges them. A product sold in quantity ranges charges
 * its range's price per item for every item, as its range list promises ("1 – 9: £7.50 each");
 * other products follow the curve.
 */
export function goodsPence(variation: Variation, quantity: number, selection: Selection = defaultSelection(variation)): number {
  const product = productOf(variation);
  const range = product.quantityStyle === 3 ? rangeFor(product, quantity) : undefined;
  return range ? rangeUnitPence(variation, range, selection) * quantity : netPence(variation, quantity, selection);
}

function checkQuantity(product: Product, request: LineRequest, errors: FieldErrors): number | null {
  const { quantity } = request;
  if (!Number.isInteger(quantity) || quantity < 1) {
    errors.quantity = ['The quantity must be at least 1.'];
    return null;
  }
  if (product.quantityStyle === 2) {
    const sizes = request.sizes ?? [];
    const unknown = sizes.filter((s) => !product.garmentSizes.includes(s.name));
    if (unknown.length > 0) errors.size = [`Unknown size: ${unknown.map((s) => s.name).join(', ')}.`];
    const total = sizes.reduce((sum, s) => sum + s.quantity, 0);
    if (sizes.length > 0 && total !== quantity) errors.quantity = ['The quantity must equal the sum of the sizes.'];
    return null;
  }
  if (product.quantityStyle === 3) {
    const range = rangeFor(product, quantity);
    if (!range) {
      const first = product.quantityOptions[0];
      const last = product.quantityOptions[product.quantityOptions.length - 1];
      errors.quantity = [`The quantity must be between ${first?.quantity} and ${last?.rangeTo}.`];
      return null;
    }
    if (request.quantityId != null && request.quantityId !== range.id) {
      errors.quantity_id = ['The quantity is outside the selected range.'];
    }
    return range.id;
  }
  const limits = customQuantityLimits(product);
  if (quantity < limits.min || quantity > limits.max) {
    errors.quantity = [`The quantity must be between ${limits.min} and ${limits.max}.`];
    return null;
  }
  if ((quantity - limits.min) % limits.step !== 0) {
    errors.quantity = [`The quantity must be ${limits.min} plus a multiple of ${limits.step}.`];
    return null;
  }
  const preset = product.quantityOptions.find((q) => q.quantity === quantity);
  if (request.quantityId != null && request.quantityId !== preset?.id) {
    errors.quantity_id = ['The selected quantity is invalid.'];
  }
  return preset?.id ?? null;
}

/** Prices one configured line exactly as the shop would, or says which fields are wrong. */
export function quoteLine(variation: Variation, request: LineRequest): QuoteResult {
  const product = productOf(variation);
  const resolved = resolveSelection(variation, request.selection);
  const errors: FieldErrors = resolved.ok ? {} : { ...resolved.errors };
  const quantityId = checkQuantity(product, request, errors);

  let delivery: DeliveryService | null = null;
  if (request.deliveryServiceId != null) {
    delivery = deliveryServiceById(request.deliveryServiceId) ?? null;
    if (!delivery || !product.deliveryServiceIds.includes(delivery.id)) {
      errors.delivery_service_id = ['The selected delivery service is not available for this product.'];
      delivery = null;
    }
  }
  if (request.colourId != null && !product.colours.some((c) => c.id === request.colourId)) {
    errors.color_id = ['The selected colour is invalid.'];
  }
  if (Object.keys(errors).length > 0 || !resolved.ok) return { ok: false, errors };

  const net = goodsPence(variation, request.quantity, resolved.selection);
  const extra = (request.sizes ?? []).reduce((sum, s) => sum + (GARMENT_SIZE_EXTRA_PENCE[s.name] ?? 0) * s.quantity, 0);
  const deliveryPence = delivery?.pricePence ?? 0;
  // Delivery follows the VAT liability of the goods it delivers (HMRC: a single supply).
  const vat = Math.round(((net + extra + deliveryPence) * product.vatPercent) / 100);
  return {
    ok: true,
    quote: {
      quantity: request.quantity,
      quantityId,
      unitPence: Math.round(net / request.quantity),
      netPence: net,
      extraPence: extra,
      deliveryPence,
      vatPercent: product.vatPercent,
      vatPence: vat,
      totalPence: net + extra + deliveryPence + vat,
      delivery,
      selection: resolved.selection,
    },
  };
}

/** The cheapest delivery service a product offers (free standard delivery where available). */
export function cheapestDelivery(product: Product): DeliveryService | undefined {
  return product.deliveryServiceIds
    .map(deliveryServiceById)
    .filter((d): d is DeliveryService => d !== undefined)
    .sort((a, b) => a.pricePence - b.pricePence)[0];
}

/** Pence as the contract's decimal-pound string: 1250 → "12.50". */
export function pounds(pence: number): string {
  const sign = pence < 0 ? '-' : '';
  const abs = Math.abs(Math.round(pence));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** A percentage as the contract's decimal string: 20 → "20.00". */
export function percent(value: number): string {
  return value.toFixed(2);
}

/** One basket line as price-check, the checkout quote and a placed order receive it (unchecked JSON). */
export type RequestedLine = Record<string, unknown>;

export interface RequestedLinePrice {
  code: string;
  variation: Variation | null;
  /** False when the product or one of its options no longer exists. */
  available: boolean;
  /** Null when the line cannot be priced as it is configured (`message` says why). */
  quote: Quote | null;
  message: string | null;
}

/** Prices a basket line as variations/price would, telling a vanished product from a wrong configuration. */
export function priceRequestedLine(line: RequestedLine): RequestedLinePrice {
  const code = typeof line.code === 'string' ? line.code : '';
  const variation = typeof line.variation_id === 'number' ? variationById(line.variation_id) : undefined;
  if (!variation) return { code, variation: null, available: false, quote: null, message: 'This product is no longer available.' };
  const selection = (line.opt_att ?? {}) as Selection;
  if (!resolveSelection(variation, selection).ok) {
    return { code, variation, available: false, quote: null, message: 'An option of this product is no longer available.' };
  }
  const result = quoteLine(variation, {
    quantity: typeof line.quantity === 'number' ? line.quantity : 0,
    selection,
    sizes: Array.isArray(line.size) ? (line.size as SizeLine[]) : [],
    quantityId: typeof line.quantity_id === 'number' ? line.quantity_id : null,
    colourId: typeof line.color_id === 'number' ? line.color_id : null,
    deliveryServiceId: typeof line.delivery_service_id === 'number' ? line.delivery_service_id : null,
  });
  if (!result.ok) {
    return { code, variation, available: true, quote: null, message: Object.values(result.errors).flat()[0] ?? 'This line cannot be priced.' };
  }
  return { code, variation, available: true, quote: result.quote, message: null };
}

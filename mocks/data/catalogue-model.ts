// The mock catalogue's domain model and its typed factories. Handlers reshape these records into the
// contract's JSON; keeping the model separate lets the seed stay readable and the tests build
// one-off records with `createX(overrides)` without touching the shared catalogue.

/** 1 custom quantities (50, 100, 250 …), 2 per-garment sizes (S–3XL), 3 quantity ranges (25–49 …). */
export type QuantityStyle = 1 | 2 | 3;

/** The mock-up drawn for a product image (see images-products.ts). */
export type ArtKind =
  | 'business-card'
  | 'flyer'
  | 'brochure'
  | 'booklet'
  | 'poster'
  | 'letterhead'
  | 'compliment-slip'
  | 'postcard'
  | 'sticker'
  | 'ncr-pad'
  | 'folder'
  | 'envelope'
  | 'notebook'
  | 'calendar'
  | 'greeting-card'
  | 'card-holder'
  | 't-shirt'
  | 'hoodie'
  | 'polo'
  | 'cap'
  | 'hi-vis'
  | 'tote'
  | 'apron'
  | 'roller-banner'
  | 'board'
  | 'correx'
  | 'pvc-banner'
  | 'window'
  | 'a-board'
  | 'paper-bag'
  | 'plastic-bag'
  | 'mug'
  | 'mouse-mat'
  | 'keyring'
  | 'coaster'
  | 'canvas'
  | 'bottle'
  | 'floor-graphic'
  | 'mural'
  | 'car-magnet';

/** How a mock-up is drawn: the fictional client brand printed on it, its colours and the blank. */
export interface Palette {
  brand: string;
  /** The dominant brand colour of the artwork. */
  primary: string;
  secondary: string;
  accent: string;
  /** The stock or garment colour. */
  base: string;
  /** Text colour on `base`. */
  ink: string;
}

export interface AttributeOption {
  id: number;
  name: string;
  /** Multiplies the price; 1 for the cheapest choice. */
  factor: number;
}

export interface Attribute {
  id: number;
  name: string;
  options: AttributeOption[];
  defaultOptionId: number;
}

export interface Colour {
  id: number;
  name: string;
  /** Hex colour, e.g. '#1f2a44'. */
  code: string;
}

export interface QuantityOption {
  id: number;
  /** The quantity, or the first quantity of a range (quantity style 3). */
  quantity: number;
  /** Last quantity of a range (style 3), otherwise null. */
  rangeTo: number | null;
}

/** total(q) = setup + unit × q^exponent (pence, before option factors): rising, with a falling unit price. */
export interface PriceModel {
  setupPence: number;
  unitPence: number;
  exponent: number;
}

export type DeliveryKind = 'same-day' | 'next-day' | 'standard';

export interface DeliveryService {
  id: number;
  title: string;
  description: string;
  kind: DeliveryKind;
  pricePence: number;
  /** Working days after dispatch, 0 for same day. */
  minDays: number;
  maxDays: number;
}

export interface Category {
  id: number;
  name: string;
  slug: string;
  intro: string;
  image: string;
  /** Shown in the navbar (every category is in the All Products menu). */
  inNavbar: boolean;
}

export interface SubCategory {
  id: number;
  categoryId: number;
  name: string;
  slug: string;
  intro: string;
  image: string;
}

export interface Product {
  id: number;
  uuid: string;
  name: string;
  slug: string;
  /** The sub-category the product is listed under (the upstream's front_sub_menu). */
  subCategoryId: number;
  shortDescription: string;
  description: string;
  quantityStyle: QuantityStyle;
  /** 20, or 0 for zero-rated printed matter (leaflets, brochures, booklets). */
  vatPercent: number;
  attributes: Attribute[];
  colours: Colour[];
  quantityOptions: QuantityOption[];
  /** Garment sizes for quantity style 2, e.g. S…3XL. */
  garmentSizes: string[];
  deliveryServiceIds: number[];
  price: PriceModel;
  art: ArtKind;
  image: string;
  /** Slugs of products sold alongside (roller banner → carry bag …). */
  accessorySlugs: string[];
  /** Sold as a ready-made pack: the cart merges a line with the same variation and quantity. */
  isBundle: boolean;
}

export interface Variation {
  id: number;
  uuid: string;
  productId: number;
  name: string;
  slug: string;
  shortDescription: string;
  image: string;
  /** attribute id → option id: the variation's own defaults, over the product's. */
  defaults: Record<number, number>;
  /** Multiplies the product's price (premium stocks, branded blanks …). */
  priceFactor: number;
  palette: Palette;
  /** Units sold in the last 90 days: orders top sellers. */
  sales: number;
  /** Where the variation sits in the search's relevance order within equal matches. */
  rank: number;
}

let nextId = 100_000;
/** Ids for records built in tests, far above the seed's so they never collide. */
function freshId(): number {
  nextId += 1;
  return nextId;
}

export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/&/g, ' ')
    .replace(/×/g, 'x')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** mulberry32: a tiny seeded PRNG, so the catalogue is identical on every run. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** A version-4-shaped UUID derived from a number, stable across runs. */
export function stableUuid(namespace: number, n: number): string {
  const random = seededRandom(namespace * 1_000_003 + n);
  const hex = Array.from({ length: 32 }, () => Math.floor(random() * 16).toString(16));
  hex[12] = '4';
  hex[16] = ((parseInt(hex[16] ?? '0', 16) & 0x3) | 0x8).toString(16);
  const s = hex.join('');
  return `${s.slice(0, 8)}-${s.slice(8, 12)}-${s.slice(12, 16)}-${s.slice(16, 20)}-${s.slice(20)}`;
}

export function createDeliveryService(overrides: Partial<DeliveryService> = {}): DeliveryService {
  return {
    id: freshId(),
    title: 'Standard 3-5 working days',
    description: 'Free tracked delivery in mainland UK, except the Scottish Highlands and islands (£9.95 surcharge).',
    kind: 'standard',
    pricePence: 0,
    minDays: 3,
    maxDays: 5,
    ...overrides,
  };
}

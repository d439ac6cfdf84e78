// Reusable option lists for the seed: attributes with their price factors, quantity presets,
// garment colours and the fictional client brands the mock-ups are printed for.
import type { DeliveryKind } from './catalogue-model';

export interface AttributeSeed {
  name: string;
  /** [option name, price factor] */
  options: [string, number][];
  /** Defaults to the first option. */
  default?: string;
}

export function attr(name: string, options: [string, number][], defaultOption?: string): AttributeSeed {
  return { name, options, ...(defaultOption ? { default: defaultOption } : {}) };
}

/** The same attribute with only some of its options (and optionally another default). */
export function only(seed: AttributeSeed, names: string[], defaultOption?: string): AttributeSeed {
  const options = seed.options.filter(([name]) => names.includes(name));
  if (options.length !== names.length) throw new Error(`Unknown option in ${seed.name}: ${names.join(', ')}`);
  return attr(seed.name, options, defaultOption);
}

// ---------------------------------------------------------------- paper and print
export const sides = attr('Sides', [['Single sided', 1], ['Double sided', 1.3]]);
export const cardPaper = attr('Paper', [
  ['350gsm Silk', 1],
  ['400gsm Silk', 1.1],
  ['450gsm Matt', 1.22],
  ['350gsm Recycled Uncoated', 1.15],
  ['600gsm Triple Layered', 1.9],
]);
export const cardLamination = attr('Lamination', [
  ['No lamination', 1],
  ['Matt lamination', 1.18],
  ['Gloss lamination', 1.18],
  ['Soft-touch lamination', 1.35],
]);
export const corners = attr('Corners', [['Square corners', 1], ['Rounded corners', 1.12]]);
export const specialFinish = attr('Special finish', [
  ['None', 1],
  ['Spot UV one side', 1.45],
  ['Gold foil one side', 1.7],
  ['Silver foil one side', 1.7],
]);
export const leafletSize = attr('Size', [
  ['A7 (74 x 105 mm)', 0.55],
  ['A6 (105 x 148 mm)', 0.72],
  ['A5 (148 x 210 mm)', 1],
  ['DL (99 x 210 mm)', 0.9],
  ['A4 (210 x 297 mm)', 1.65],
  ['A3 (297 x 420 mm)', 2.8],
]);
export const leafletPaper = attr('Paper', [
  ['130gsm Gloss', 1],
  ['150gsm Silk', 1.06],
  ['170gsm Gloss', 1.1],
  ['170gsm Silk', 1.1],
  ['250gsm Silk', 1.3],
  ['350gsm Silk', 1.55],
]);
export const fold = attr('Fold', [
  ['Half fold', 1],
  ['Roll fold (tri-fold)', 1.08],
  ['Z fold', 1.08],
  ['Gate fold', 1.15],
]);
export const bookletSize = attr('Size', [
  ['A6 (105 x 148 mm)', 0.7],
  ['A5 (148 x 210 mm)', 1],
  ['Square (210 x 210 mm)', 1.35],
  ['A4 (210 x 297 mm)', 1.75],
]);
export const pages = (counts: number[]): AttributeSeed =>
  attr(
    'Pages',
    counts.map((count, i) => [`${count} pages`, 1 + i * 0.28]),
  );
export const coverPaper = attr('Cover', [
  ['Self cover (same as inner)', 1],
  ['250gsm Silk cover', 1.12],
  ['300gsm Silk cover, matt laminated', 1.25],
  ['350gsm Silk cover, soft-touch laminated', 1.38],
]);
export const innerPaper = attr('Inner paper', [
  ['130gsm Silk', 1],
  ['150gsm Gloss', 1.05],
  ['170gsm Silk', 1.12],
  ['120gsm Uncoated', 1.02],
]);
export const posterSize = attr('Size', [
  ['A3 (297 x 420 mm)', 1],
  ['A2 (420 x 594 mm)', 1.8],
  ['A1 (594 x 841 mm)', 3.2],
  ['A0 (841 x 1189 mm)', 5.6],
]);
export const posterPaper = attr('Paper', [
  ['170gsm Gloss', 1],
  ['170gsm Silk', 1],
  ['200gsm Satin', 1.15],
  ['260gsm Photo Lustre', 1.45],
  ['Blueback 115gsm (outdoor)', 1.1],
]);
export const stationeryPaper = attr('Paper', [
  ['100gsm Uncoated', 1],
  ['120gsm Uncoated', 1.08],
  ['90gsm Recycled', 1.02],
  ['120gsm Conqueror Laid', 1.6],
]);
export const printColours = attr('Print', [['Full colour', 1], ['Black only', 0.78]]);
export const stickerMaterial = attr('Material', [
  ['Gloss paper', 1],
  ['Matt paper', 1],
  ['White gloss vinyl (waterproof)', 1.35],
  ['Clear vinyl', 1.45],
  ['Kraft paper', 1.1],
]);
export const stickerSize = attr('Size', [
  ['25 mm', 0.6],
  ['38 mm', 0.75],
  ['50 mm', 1],
  ['75 mm', 1.45],
  ['100 mm', 2],
]);
export const ncrParts = attr('Parts', [
  ['Duplicate (white, yellow)', 1],
  ['Triplicate (white, yellow, pink)', 1.4],
]);
export const numbering = attr('Numbering', [['Not numbered', 1], ['Sequentially numbered', 1.12]]);
export const binding = attr('Binding', [['Wiro-bound', 1], ['Perfect bound', 1.1], ['Stapled', 0.85]]);

// ---------------------------------------------------------------- apparel
export const printPosition = attr('Print position', [
  ['Front only', 1],
  ['Left chest', 0.8],
  ['Back only', 1],
  ['Left chest and back', 1.6],
  ['Front and back', 1.75],
]);
export const printMethod = attr('Print method', [
  ['DTF full colour', 1],
  ['Screen print, 1 colour', 0.85],
  ['Embroidery', 1.35],
]);

// ---------------------------------------------------------------- signage and large format
export const boardThickness = attr('Thickness', [['3 mm', 1], ['5 mm', 1.25], ['10 mm', 1.8]]);
export const signSize = attr('Size', [
  ['A3 (297 x 420 mm)', 1],
  ['A2 (420 x 594 mm)', 1.7],
  ['A1 (594 x 841 mm)', 2.9],
  ['A0 (841 x 1189 mm)', 5],
  ['1200 x 800 mm', 4.4],
]);
export const fixings = attr('Fixings', [
  ['No fixings', 1],
  ['Drilled holes (4 corners)', 1.06],
  ['Double-sided sticky pads', 1.05],
  ['Cable ties', 1.04],
]);
export const bannerFinish = attr('Finishing', [
  ['Hemmed and eyeleted every 50 cm', 1],
  ['Pole pockets top and bottom', 1.08],
  ['Hemmed, no eyelets', 0.96],
]);
export const rollerStand = attr('Stand', [
  ['Economy stand', 1],
  ['Premium wide-base stand', 1.3],
  ['Deluxe interchangeable cassette', 1.65],
]);
export const windowFit = attr('Fit', [['Outside of the glass', 1], ['Inside of the glass (reverse print)', 1.1]]);

// ---------------------------------------------------------------- bags and gifts
export const printSidesBag = attr('Print', [
  ['1 colour, one side', 1],
  ['1 colour, both sides', 1.35],
  ['Full colour, one side', 1.45],
  ['Full colour, both sides', 1.9],
]);
export const giftPrint = attr('Print area', [['Wrap-around print', 1], ['One side', 0.9], ['Both sides', 0.95]]);
export const giftBox = attr('Packaging', [['No box', 1], ['White gift box', 1.12], ['Window gift box', 1.2]]);

// ---------------------------------------------------------------- quantities
export const cardQuantities = [50, 100, 250, 500, 1000, 2500, 5000];
export const leafletQuantities = [25, 50, 100, 250, 500, 1000, 2500, 5000, 10000];
export const bookletQuantities = [10, 25, 50, 100, 250, 500, 1000];
export const posterQuantities = [1, 5, 10, 25, 50, 100];
export const signQuantities = [1, 2, 3, 5, 10, 20];
export const stationeryQuantities = [250, 500, 1000, 2500, 5000];
export const padQuantities = [5, 10, 20, 50, 100];
export const stickerQuantities = [50, 100, 250, 500, 1000, 2500];
/** Price breaks for garments (quantity style 2: the shopper enters sizes). */
export const garmentBreaks = [1, 10, 25, 50, 100, 250];
export const giftRanges: [number, number][] = [[1, 9], [10, 24], [25, 49], [50, 99], [100, 249], [250, 500]];
export const bagRanges: [number, number][] = [[100, 249], [250, 499], [500, 999], [1000, 2499], [2500, 5000]];
export const headwearRanges: [number, number][] = [[10, 24], [25, 49], [50, 99], [100, 249], [250, 500]];

export const adultSizes = ['S', 'M', 'L', 'XL', '2XL', '3XL'];
export const womenSizes = ['XS', 'S', 'M', 'L', 'XL', '2XL'];
export const kidsSizes = ['3-4', '5-6', '7-8', '9-11', '12-13'];

export const allDelivery: DeliveryKind[] = ['same-day', 'next-day', 'standard'];
export const noSameDay: DeliveryKind[] = ['next-day', 'standard'];
export const standardOnly: DeliveryKind[] = ['standard'];

/** Garment and blank colours (ids are their position, from 1). */
export const colourTable: [string, string][] = [
  ['Black', '#1b1c20'],
  ['White', '#ffffff'],
  ['Navy', '#1f2a44'],
  ['Heather Grey', '#b7bac1'],
  ['Red', '#c62828'],
  ['Royal Blue', '#1e4fb0'],
  ['Bottle Green', '#1f5134'],
  ['Burgundy', '#6d1a2c'],
  ['Sky Blue', '#8ec5e8'],
  ['Charcoal', '#3c3f45'],
  ['Orange', '#ef6c00'],
  ['Sunflower Yellow', '#f6c62f'],
  ['Purple', '#5b2a86'],
  ['Light Pink', '#f2b6c9'],
  ['Natural', '#efe6d2'],
  ['Hi-Vis Yellow', '#dff20b'],
  ['Hi-Vis Orange', '#ff7a1a'],
  ['Kraft Brown', '#b68a5a'],
];

export const basicColours = ['Black', 'White', 'Navy', 'Heather Grey', 'Red', 'Royal Blue', 'Bottle Green', 'Burgundy'];
export const fashionColours = ['Black', 'White', 'Navy', 'Heather Grey', 'Charcoal', 'Sky Blue', 'Light Pink', 'Natural'];
export const headwearColours = ['Black', 'Navy', 'White', 'Red', 'Royal Blue', 'Charcoal'];
export const bagColours = ['Natural', 'Black', 'Navy', 'Red', 'Bottle Green', 'Light Pink'];

/** Fictional London clients whose artwork is printed on the mock-ups. */
export const brandTable: { brand: string; primary: string; secondary: string; accent: string }[] = [
  { brand: 'Northbank Coffee', primary: '#3b2a20', secondary: '#c8a27a', accent: '#e4572e' },
  { brand: 'Camden Florist', primary: '#2f5d50', secondary: '#f2b5c4', accent: '#e05780' },
  { brand: 'Hackney Cycles', primary: '#0b2a5b', secondary: '#00a8d6', accent: '#ffd23f' },
  { brand: 'Brixton Bakery', primary: '#7a2e1f', secondary: '#f4c06f', accent: '#f08a4b' },
  { brand: 'Thames Legal', primary: '#1d2b3a', secondary: '#b08d57', accent: '#e8e1d3' },
  { brand: 'Peckham Yoga', primary: '#5b3f8c', secondary: '#f7c6d9', accent: '#48c9b0' },
  { brand: 'Shoreditch Studio', primary: '#17171b', secondary: '#ff4f5a', accent: '#f5f5f5' },
  { brand: 'Greenwich Gardens', primary: '#2e6b30', secondary: '#a5d6a7', accent: '#ffb300' },
  { brand: 'Soho Barbers', primary: '#8c1c13', secondary: '#1f2a44', accent: '#f2e8cf' },
  { brand: 'Islington Dental', primary: '#0f6e8c', secondary: '#8fd3e8', accent: '#ffffff' },
];

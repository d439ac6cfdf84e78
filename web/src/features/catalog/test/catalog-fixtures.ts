import type { ConfiguratorModel, ImageSet, PriceView, ProductView, QuantityModel } from '../api/catalog-queries';

export function createImage(name = 'standard-business-cards'): ImageSet {
  return {
    src: `/media/products/medium_${name}.svg`,
    srcSet: `/media/products/small_${name}.svg 400w, /media/products/medium_${name}.svg 800w, /media/products/${name}.svg 1200w`,
    alt: name,
    width: 1200,
    height: 1200,
  };
}

export const presetQuantities: QuantityModel = {
  style: 1,
  presets: [
    { id: 31, quantity: 50 },
    { id: 32, quantity: 100 },
    { id: 33, quantity: 250 },
  ],
  custom: { min: 50, max: 500, step: 50 },
};

export const sizedQuantities: QuantityModel = {
  style: 2,
  sizes: [
    { name: 'S', extraEach: 0 },
    { name: 'M', extraEach: 0 },
    { name: 'L', extraEach: 0 },
    { name: '2XL', extraEach: 180 },
  ],
};

export const rangeQuantities: QuantityModel = {
  style: 3,
  ranges: [
    { id: 41, from: 1, to: 9, unitNet: 600 },
    { id: 42, from: 10, to: 24, unitNet: 450 },
  ],
};

/** Business cards: paper and sides, three presets, two delivery services. Override what a test is about. */
export function createConfigurator(overrides: Partial<ConfiguratorModel> = {}): ConfiguratorModel {
  return {
    attributes: [
      {
        id: 1,
        name: 'Paper',
        slug: 'paper',
        defaultOptionId: 11,
        options: [
          { id: 11, name: '400gsm Silk', image: null, extraFrom: 0 },
          { id: 12, name: '450gsm Matt', image: null, extraFrom: 320 },
        ],
      },
      {
        id: 2,
        name: 'Sides',
        slug: 'sides',
        defaultOptionId: 21,
        options: [
          { id: 21, name: 'Single sided', image: null, extraFrom: 0 },
          { id: 22, name: 'Double sided', image: null, extraFrom: 540 },
        ],
      },
    ],
    quantity: presetQuantities,
    colours: [],
    deliveryServices: [
      { id: 2, title: 'Standard delivery', description: null, days: 3, price: 0, cutOff: '16:00', sameDay: false, collection: false },
      { id: 3, title: 'Same-day courier', description: 'London postcodes', days: 0, price: 1495, cutOff: '16:00', sameDay: true, collection: false },
    ],
    initial: { options: { '1': 11, '2': 21 }, quantity: 50, quantityId: 31, deliveryServiceId: 2, colourId: null },
    ...overrides,
  };
}

export function createPrice(overrides: Partial<PriceView> = {}): PriceView {
  return {
    variationId: 10,
    quantity: 50,
    quantityId: 31,
    unitNet: 25,
    net: 1250,
    extras: 0,
    delivery: 0,
    accountDiscount: null,
    vatPercent: 20,
    vat: 250,
    total: 1500,
    currency: 'GBP',
    ...overrides,
  };
}

export function createProductView(overrides: Partial<ProductView> = {}): ProductView {
  return {
    variationId: 10,
    uuid: 'b6a1c1de-0000-4000-8000-000000000010',
    name: 'Standard Business Cards',
    slug: 'standard-business-cards-400gsm-silk',
    product: { id: 1, name: 'Standard Business Cards', slug: 'standard-business-cards' },
    canonicalPath: '/business-cards/standard-business-cards',
    shortDescription: 'Our best-selling 85 x 55 mm cards.',
    description: '<p>The everyday business card, done properly.</p>',
    images: [createImage()],
    breadcrumbs: [
      { name: 'Home', href: '/' },
      { name: 'Business Cards', href: '/business-cards' },
      { name: 'Standard Business Cards', href: '/business-cards/standard-business-cards' },
    ],
    fromPrice: 1500,
    isProductPage: true,
    fromPriceNote: null,
    isBundle: false,
    isSameDay: true,
    variations: [],
    configurator: createConfigurator(),
    price: createPrice(),
    delivery: { serviceId: 2, date: '2025-06-12', text: 'Thursday 12th June', cutOffAt: '2025-06-09T15:00:00.000Z' },
    similar: [],
    accessories: [],
    seo: { title: 'Standard Business Cards', description: 'Printed on 400gsm silk.', images: [] },
    ...overrides,
  };
}

import type { CartItem } from '../cart-rules';

/** A business-cards line as the product page adds it; override what a test is about. */
export function createCartItem(overrides: Partial<CartItem> = {}): CartItem {
  return {
    code: 'line-1',
    uuid: 'b6a1c1de-0000-4000-8000-000000000001',
    productName: 'Standard Business Cards',
    variationId: 10,
    variationDetails: { image: '/media/products/medium_standard-business-cards.svg' },
    quantityStyle: 1,
    quantity: { customQuantity: 250, rangeTo: null, id: 3 },
    size: [],
    variationNetPrice: 2500,
    extraTotalPrice: 0,
    bundle: false,
    pricePending: false,
    href: '/standard-business-cards/standard-business-cards-400gsm-silk',
    options: { '1': 11 },
    attributes: [{ key: 'Paper', value: '400gsm Silk' }],
    colour: null,
    deliveryService: { id: 2, title: 'Standard delivery' },
    ...overrides,
  };
}

import type { InvoiceLine, InvoiceView } from '../api/order-queries';

/** A delivered web order with one standard-rated line; override what a test is about. */
export function createInvoice(overrides: Partial<InvoiceView> = {}): InvoiceView {
  return {
    invoiceNo: '#00010231',
    invoiceNumber: 10231,
    orderType: 'web',
    status: { code: 3, label: 'Delivered' },
    paymentStatus: 'Paid',
    paymentMethod: 'Card',
    total: 12_000,
    createdAt: { iso: '2024-10-08T09:14:27.000Z', text: '08.10.2024 10:14:27 am' },
    orderPolicy: 'delivery',
    email: 'olivia.bennett@example.com',
    billing: { firstName: 'Olivia', lastName: 'Bennett', address: '14 Cleveland Street', city: 'London', postcode: 'W1T 4JB' },
    shipping: { firstName: 'Marcus', lastName: 'Webb', address: '3 Exmouth Market', city: 'London', postcode: 'EC1R 4QL' },
    collection: null,
    lines: [createLine()],
    customLines: [],
    subTotal: 10_000,
    accountDiscount: 500,
    accountDiscountPercent: 5,
    accountDiscountLabel: 'Business discount (5%)',
    couponCode: 'SPRING15',
    couponDiscount: 1_425,
    couponDiscountPercent: 15,
    shippingCost: 995,
    extraPrice: 500,
    vatPercent: 20,
    vatAmount: 2_430,
    ...overrides,
  };
}

export function createLine(overrides: Partial<InvoiceLine> = {}): InvoiceLine {
  return {
    name: 'Standard Business Cards',
    attributes: [
      { key: 'Paper', value: '400gsm Silk' },
      { key: 'Finish', value: 'Matt lamination' },
    ],
    sizes: [],
    locations: [],
    colour: null,
    deliveryService: 'Next working day',
    comment: 'Please match the teal to Pantone 7712 C.',
    quantity: 500,
    unitPrice: 20,
    netPrice: 10_000,
    vatPercent: 20,
    vatAmount: 2_000,
    awaitingArtwork: false,
    ...overrides,
  };
}

import type { Address } from '@bff/schemas/checkout';
import type { CheckoutQuote, CheckoutQuoteLine, CheckoutState } from '../api/checkout-queries';

export function createAddress(overrides: Partial<Address> = {}): Address {
  return {
    firstName: 'Olivia',
    lastName: 'Bennett',
    company: '',
    address: '14 Cleveland Street',
    address2: '',
    city: 'London',
    postcode: 'W1T 4JB',
    phone: '020 7946 0123',
    ...overrides,
  };
}

export function createQuoteLine(overrides: Partial<CheckoutQuoteLine> = {}): CheckoutQuoteLine {
  return {
    code: 'line-1',
    available: true,
    message: null,
    name: 'Standard Business Cards',
    quantity: 250,
    netPrice: 2500,
    vatPercent: 20,
    vatAmount: 500,
    ...overrides,
  };
}

/** A delivered order of one standard-rated line for an individual customer; override what a test is about. */
export function createQuote(overrides: Partial<CheckoutQuote> = {}): CheckoutQuote {
  return {
    lines: [createQuoteLine()],
    allAvailable: true,
    orderPolicy: 'delivery',
    subTotal: 2500,
    accountDiscount: { label: 'Account discount (0%)', percent: 0, amount: 0 },
    coupon: null,
    shipmentCost: 0,
    shipmentName: null,
    deliveryServices: 0,
    extras: 0,
    vatAmount: 500,
    total: 3000,
    sameDayDelivery: false,
    collection: null,
    // Its cut-off an hour away: the quote holds for the whole test.
    estimatedDelivery: { iso: '2025-06-12', text: 'Thursday 12th June', cutOffAt: new Date(Date.now() + 60 * 60_000).toISOString() },
    paymentMethods: ['card'],
    currency: 'GBP',
    ...overrides,
  };
}

export function createCheckoutState(overrides: Partial<CheckoutState> = {}): CheckoutState {
  return {
    shopper: { email: 'olivia.bennett@example.com', isGuest: false, firstName: 'Olivia', lastName: 'Bennett', phoneCall: false },
    details: null,
    couponCode: null,
    artwork: {},
    placedOrder: null,
    ...overrides,
  };
}

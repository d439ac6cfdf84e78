import type { AddressInput, CheckoutDetails, OrderPolicyName } from '@bff/schemas/checkout';
import type { CheckoutState } from './api/checkout-queries';

export type AddressKind = 'billing' | 'shipping';

/** Every field the order-policy form holds, whichever policy is chosen (the schema reads what it needs). */
export interface DetailsFormInput {
  orderPolicy: OrderPolicyName;
  billing: AddressInput;
  shippingSameAsBilling: boolean;
  shipping: AddressInput;
}

const BLANK_ADDRESS: AddressInput = {
  firstName: '',
  lastName: '',
  company: '',
  address: '',
  address2: '',
  city: '',
  postcode: '',
  phone: '',
};

/**
 * What the order-policy form opens with: the details saved earlier in this checkout (coming back from
 * a later step, or after a reload), else delivery to the shopper's own name with the shipping address
 * the same as billing, the usual case.
 */
export function initialDetailsInput(state: Pick<CheckoutState, 'details' | 'shopper'>): DetailsFormInput {
  const details: CheckoutDetails | null = state.details;
  if (!details) {
    const billing = { ...BLANK_ADDRESS, firstName: state.shopper?.firstName ?? '', lastName: state.shopper?.lastName ?? '' };
    return { orderPolicy: 'delivery', billing, shippingSameAsBilling: true, shipping: BLANK_ADDRESS };
  }
  const separateShipping = details.orderPolicy === 'delivery' && !details.shippingSameAsBilling ? details.shipping : null;
  return {
    orderPolicy: details.orderPolicy,
    billing: { ...BLANK_ADDRESS, ...details.billing },
    shippingSameAsBilling: separateShipping === null,
    shipping: { ...BLANK_ADDRESS, ...separateShipping },
  };
}

/** The field labels, used both on screen and in the Continue button's 'complete: …' hint. */
export const ADDRESS_LABELS = {
  firstName: 'First name',
  lastName: 'Last name',
  company: 'Company (optional)',
  address: 'Address line 1',
  address2: 'Address line 2 (optional)',
  city: 'Town or city',
  postcode: 'Postcode',
  phone: 'Phone number',
} as const satisfies Record<keyof AddressInput, string>;

export type AddressField = keyof typeof ADDRESS_LABELS;

/** 'billing.postcode' -> 'Billing postcode': the hint's labels, by the dot paths formisch and the BFF use. */
export function detailsFieldLabels(): Record<string, string> {
  const labels: Record<string, string> = { orderPolicy: 'Delivery or click and collect' };
  for (const kind of ['billing', 'shipping'] as const) {
    const prefix = kind === 'billing' ? 'Billing' : 'Delivery';
    for (const [field, label] of Object.entries(ADDRESS_LABELS)) {
      labels[`${kind}.${field}`] = `${prefix} ${label.replace(' (optional)', '').toLowerCase()}`;
    }
  }
  return labels;
}

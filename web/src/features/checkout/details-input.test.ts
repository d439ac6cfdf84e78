import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { CheckoutDetailsSchema } from '@bff/schemas/checkout';
import { detailsFieldLabels, initialDetailsInput } from './details-input';
import { createAddress, createCheckoutState } from './test/checkout-fixtures';

describe('initialDetailsInput', () => {
  it('starts a first visit as delivery to the same address, in the shopper\'s name', () => {
    const input = initialDetailsInput(createCheckoutState());
    expect(input.orderPolicy).toBe('delivery');
    expect(input.shippingSameAsBilling).toBe(true);
    expect(input.billing).toMatchObject({ firstName: 'Olivia', lastName: 'Bennett', postcode: '' });
  });

  it('comes back to the details saved earlier, separate shipping address included', () => {
    const shipping = createAddress({ firstName: 'Marcus', postcode: 'EC1R 4QL' });
    const saved = { orderPolicy: 'delivery', billing: createAddress(), shippingSameAsBilling: false, shipping } as const;
    const input = initialDetailsInput(createCheckoutState({ details: saved }));
    expect(input).toEqual({ orderPolicy: 'delivery', billing: createAddress(), shippingSameAsBilling: false, shipping });
    expect(v.parse(CheckoutDetailsSchema, input)).toEqual(saved);
  });

  it('reads a saved click-and-collect order with its billing address alone', () => {
    const input = initialDetailsInput(createCheckoutState({ details: { orderPolicy: 'collection', billing: createAddress() } }));
    expect(input.orderPolicy).toBe('collection');
    expect(v.parse(CheckoutDetailsSchema, input)).toEqual({ orderPolicy: 'collection', billing: createAddress() });
  });
});

describe('detailsFieldLabels', () => {
  it('names each address field by its address, under the dot paths the BFF uses', () => {
    const labels = detailsFieldLabels();
    expect(labels['billing.postcode']).toBe('Billing postcode');
    expect(labels['shipping.address']).toBe('Delivery address line 1');
    expect(labels['billing.company']).toBe('Billing company');
  });
});

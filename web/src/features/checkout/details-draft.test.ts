import { describe, expect, it } from 'vitest';
import { detailsDraft, keepDetailsDraft } from './details-draft';
import { initialDetailsInput } from './details-input';
import { createAddress, createCheckoutState } from './test/checkout-fixtures';

const guest = (email: string) => createCheckoutState({ shopper: { email, isGuest: true, firstName: '', lastName: '', phoneCall: false } });

describe('the delivery details draft', () => {
  it('gives back what this shopper typed for the checkout as it stood', () => {
    const state = guest('ada@example.com');
    const typed = { ...initialDetailsInput(state), billing: { ...createAddress(), address: '10 Downing Street' } };
    keepDetailsDraft(state, typed);
    expect(detailsDraft(guest('ada@example.com'))).toEqual(typed);
  });

  it('is not offered to another shopper, nor once the checkout holds other details (saved elsewhere, or a new checkout)', () => {
    const state = guest('ada@example.com');
    keepDetailsDraft(state, initialDetailsInput(state));
    expect(detailsDraft(guest('charles@example.com'))).toBeNull();
    const saved = { ...state, details: { orderPolicy: 'delivery' as const, billing: createAddress(), shippingSameAsBilling: true as const } };
    expect(detailsDraft(saved)).toBeNull();
  });

  it('keeps nothing for a checkout with no shopper', () => {
    keepDetailsDraft(createCheckoutState({ shopper: null }), initialDetailsInput(createCheckoutState()));
    expect(detailsDraft(guest('ada@example.com'))).toBeNull();
  });
});

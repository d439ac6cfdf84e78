import { describe, expect, it } from 'vitest';
import { logoutDestination } from './logout-destination';

describe('logoutDestination', () => {
  it('sends account pages to the login page', () => {
    expect(logoutDestination('/account/profile')).toBe('/login');
    expect(logoutDestination('/account/orders')).toBe('/login');
    expect(logoutDestination('/account/settings/')).toBe('/login');
  });

  it('sends three- and four-segment checkout steps to the login page', () => {
    expect(logoutDestination('/order-process/checkout/order-policy')).toBe('/login');
    expect(logoutDestination('/order-process/checkout/phonecall-order-receive')).toBe('/login');
    expect(logoutDestination('/order-process/checkout/order-policy/summary')).toBe('/login');
  });

  it('sends artwork and payment pages to the login page', () => {
    expect(logoutDestination('/artwork/upload-artwork')).toBe('/login');
    expect(logoutDestination('/payment')).toBe('/login');
  });

  it('keeps every other page, including the two-segment checkout and five-segment paths', () => {
    expect(logoutDestination('/order-process/checkout')).toBeNull();
    expect(logoutDestination('/order-process/checkout/a/b/c')).toBeNull();
    expect(logoutDestination('/order-process/shopping-cart')).toBeNull();
    expect(logoutDestination('/')).toBeNull();
    expect(logoutDestination('/business-cards/standard-business-cards')).toBeNull();
    expect(logoutDestination('/accounts-payable')).toBeNull();
  });
});

import { afterEach, describe, expect, it } from 'vitest';
import { clearStoredData } from './stored-data';

afterEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
});

describe('clearStoredData', () => {
  it('empties both storages', () => {
    window.localStorage.setItem('printshop.cart', '{}');
    window.sessionStorage.setItem('printshop.checkout', '{}');
    clearStoredData();
    expect([window.localStorage.length, window.sessionStorage.length]).toEqual([0, 0]);
  });

  it('keeps the keys it is told to keep (logout keeps the cart until an order is placed)', () => {
    window.localStorage.setItem('printshop.cart', '{"version":1,"items":[]}');
    window.localStorage.setItem('printshop.other', 'x');
    window.sessionStorage.setItem('printshop.checkout', '{}');
    clearStoredData({ keep: ['printshop.cart'] });
    expect(window.localStorage.getItem('printshop.cart')).toBe('{"version":1,"items":[]}');
    expect(window.localStorage.getItem('printshop.other')).toBeNull();
    expect(window.sessionStorage.length).toBe(0);
  });
});

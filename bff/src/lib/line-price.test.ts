import { describe, expect, it } from 'vitest';
import { chargeTogether, shopperPrice } from './line-price';

describe('chargeTogether', () => {
  it("takes the account's discount once off the whole sub-total, rounded once, not line by line", () => {
    // 5% of £45.72 is £2.286: £2.29. Line by line (£16.23, £19.49, £10.00) it would be £0.81 + £0.97 + £0.50 = £2.28.
    const charged = chargeTogether(
      [
        { subtotal: 1623, vatBasisPoints: 2000 },
        { subtotal: 1949, vatBasisPoints: 2000 },
        { subtotal: 1000, vatBasisPoints: 2000 },
      ],
      5,
    );
    expect(charged).toMatchObject({ subTotal: 4572, discount: 229 });
    expect(charged.subTotal - charged.discount + charged.vat.reduce((sum, vat) => sum + vat, 0)).toBe(5211);
  });

  it("charges each line's VAT at its own rate on its share of what is left, rounded half up", () => {
    // £100 of cards and £50 of zero-rated flyers, 10% off: each line keeps 90% of its value.
    const charged = chargeTogether(
      [
        { subtotal: 10_000, vatBasisPoints: 2000 },
        { subtotal: 5_000, vatBasisPoints: 0 },
        { subtotal: 25, vatBasisPoints: 2000 },
      ],
      10,
    );
    expect(charged.discount).toBe(1503); // 10% of 15,025p, 1502.5p rounded up
    // 10,000 × 13,522 / 15,025 × 20% = 1799.93p; 25 × 13,522 / 15,025 × 20% = 4.4998p.
    expect(charged.vat).toEqual([1800, 0, 4]);
  });

  it('takes nothing off without a discount, and charges an empty order nothing', () => {
    expect(chargeTogether([{ subtotal: 1250, vatBasisPoints: 2000 }], null)).toEqual({ subTotal: 1250, discount: 0, vat: [250] });
    expect(chargeTogether([], 15)).toEqual({ subTotal: 0, discount: 0, vat: [] });
  });
});

describe('shopperPrice', () => {
  it('adds the line rate and rounds half up to the penny', () => {
    expect(shopperPrice(1250, '20.00', null)).toBe(1500);
    expect(shopperPrice(1, '20.00', null)).toBe(1);
    expect(shopperPrice(3, '20.00', null)).toBe(4); // 3.6p
    expect(shopperPrice(1025, '5.00', null)).toBe(1076); // 1076.25p
    expect(shopperPrice(899, '0.00', null)).toBe(899);
  });

  it("takes the account's discount off before VAT", () => {
    expect(shopperPrice(1000, '20.00', 15)).toBe(1020); // (1000 - 150) × 1.2
  });
});

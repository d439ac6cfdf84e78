import { describe, expect, it } from 'vitest';
import { totalRowValue, totalRows } from './checkout-totals';
import { createQuote, createQuoteLine } from './test/checkout-fixtures';

describe('totalRows', () => {
  it("shows the account's discount as the BFF names it and the coupon with its percentage, as savings", () => {
    const rows = totalRows(
      createQuote({
        subTotal: 10_000,
        accountDiscount: { label: 'Business discount (5%)', percent: 5, amount: 500 },
        coupon: { code: 'SPRING15', percent: 15, amount: 1_425 },
        shipmentCost: 995,
        vatAmount: 1_814,
        total: 10_884,
      }),
    );
    expect(rows).toEqual([
      { label: 'Subtotal', pence: 10_000 },
      { label: 'Business discount (5%)', pence: 500, saving: true },
      { label: 'Coupon SPRING15 (15%)', pence: 1_425, saving: true },
      { label: 'Delivery', pence: 995, freeWhenZero: true },
      { label: 'VAT (20%)', pence: 1_814 },
    ]);
  });

  it('keeps the lines\' delivery services in the subtotal the coupon comes off, as the invoice does, and says how much they are', () => {
    // 500 cards on Same Day with PRINT10: 10% of £70.54 is £7.05, and the invoice's sub total is £70.54.
    const rows = totalRows(createQuote({ subTotal: 7_054, deliveryServices: 1_995, coupon: { code: 'PRINT10', percent: 10, amount: 705 }, shipmentCost: 0 }));
    expect(rows.slice(0, 3)).toEqual([
      { label: 'Subtotal (incl. delivery services £19.95)', pence: 7_054 },
      { label: 'Coupon PRINT10 (10%)', pence: 705, saving: true },
      { label: 'Delivery', pence: 0, freeWhenZero: true },
    ]);
    expect(totalRows(createQuote({ orderPolicy: 'collection', deliveryServices: 895 }))).toContainEqual({ label: 'Click and collect', pence: 0, freeWhenZero: true });
  });

  it('names a delivery charge as the upstream does, so a shopper promised free delivery sees what it is for', () => {
    const inverness = createQuote({ shipmentCost: 995, shipmentName: 'Highlands and islands delivery', subTotal: 4_590, deliveryServices: 1_995 });
    expect(totalRows(inverness)).toContainEqual({ label: 'Highlands and islands delivery', pence: 995, freeWhenZero: true });
    expect(totalRows(createQuote()).map((row) => row.label)).toContain('Delivery');
  });

  it('adds the upstream\'s extras when there are some', () => {
    expect(totalRows(createQuote({ extras: 350 }))).toContainEqual({ label: 'Extras', pence: 350 });
  });

  it('leaves out discounts that do not apply and names click and collect, free', () => {
    const rows = totalRows(createQuote({ orderPolicy: 'collection', shipmentCost: 0 }));
    expect(rows.map((row) => row.label)).toEqual(['Subtotal', 'Click and collect', 'VAT (20%)']);
    expect(rows.map(totalRowValue)).toEqual(['£25.00', 'Free', '£5.00']);
  });

  it('writes savings as minus amounts and a charged delivery in pounds', () => {
    expect(totalRowValue({ label: 'Coupon X (10%)', pence: 1_000, saving: true })).toBe('−£10.00');
    expect(totalRowValue({ label: 'Delivery', pence: 995, freeWhenZero: true })).toBe('£9.95');
  });

  it('drops the rate from the VAT label when a zero-rated line is in the order', () => {
    const quote = createQuote({ lines: [createQuoteLine(), createQuoteLine({ code: 'flyers', vatPercent: 0, vatAmount: 0 })] });
    expect(totalRows(quote).at(-1)).toEqual({ label: 'VAT', pence: 500 });
    expect(totalRows(createQuote({ lines: [createQuoteLine({ vatPercent: 0, vatAmount: 0 })], vatAmount: 0 })).at(-1)?.label).toBe('VAT (0%)');
  });
});

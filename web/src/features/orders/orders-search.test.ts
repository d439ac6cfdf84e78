import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { OrdersSearchSchema } from './orders-search';

// The router parses each value as JSON where it can: ?invoice=10231 arrives as 10231, ?invoice=00010231 as '00010231'.
const invoiceOf = (search: Record<string, unknown>) => v.parse(OrdersSearchSchema, search).invoice;

describe('OrdersSearchSchema', () => {
  it('reads an invoice number, as a number or as the invoice prints it without its #', () => {
    expect(invoiceOf({ invoice: 10231 })).toBe(10231);
    expect(invoiceOf({ invoice: '00010231' })).toBe(10231);
    expect(invoiceOf({ invoice: '0000000010231' })).toBe(10231);
    expect(v.parse(OrdersSearchSchema, { page: 2, invoice: 10388 })).toEqual({ page: 2, invoice: 10388 });
  });

  it('opens no invoice for anything that is not an invoice number, and keeps the page', () => {
    for (const invoice of ['abc', 0, -1, 1.5, '#00010231', '10231x', '', null, { no: 1 }]) expect(invoiceOf({ invoice }), String(invoice)).toBeUndefined();
    expect(v.parse(OrdersSearchSchema, { page: 2, invoice: 'abc' })).toEqual({ page: 2, invoice: undefined });
    expect(invoiceOf({})).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import { invoiceNumber, invoiceNumberText, printedInvoiceNumber } from './invoice-number';

describe('invoice numbers', () => {
  it('pads invoice numbers to 8 digits', () => {
    expect(invoiceNumberText(7)).toBe('#00000007');
    expect(invoiceNumberText(123456789)).toBe('#123456789');
  });

  it('reads the number back from its digits, padded or not', () => {
    expect(invoiceNumber('10231')).toBe(10231);
    expect(invoiceNumber('00010231')).toBe(10231);
    expect(invoiceNumber(invoiceNumberText(10231).slice(1))).toBe(10231);
    for (const text of ['', '0', '00000000', 'abc', '-1', '1.5', '10231x', '#00010231', '1234567890123']) {
      expect(invoiceNumber(text), text).toBeNull();
    }
  });

  it('reads it as the invoice prints it, with its #', () => {
    expect(printedInvoiceNumber('#00010231')).toBe(10231);
    expect(printedInvoiceNumber('10231')).toBe(10231);
    expect(printedInvoiceNumber('#0')).toBeNull();
    expect(printedInvoiceNumber('##1')).toBeNull();
  });
});

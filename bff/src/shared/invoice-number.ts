// Invoice numbers as the shop prints and reads them: the web app and the BFF both import them.

/** Invoice numbers are printed as '#' plus at least 8 digits. */
const INVOICE_DIGITS = 8;

/** 1042 -> '#00001042': the order number as the invoice prints it. */
export function invoiceNumberText(invoiceNo: number): string {
  return `#${String(invoiceNo).padStart(INVOICE_DIGITS, '0')}`;
}

/** '42' or '00000042' (the printed number without its '#') -> 42; null for anything else, 0 included. */
export function invoiceNumber(digits: string): number | null {
  const significant = /^0*(\d{1,12})$/.exec(digits)?.[1];
  const number = significant === undefined ? 0 : Number(significant);
  return number >= 1 ? number : null;
}

/** The same, and also as the invoice prints it: '#00000042' -> 42. */
export function printedInvoiceNumber(text: string): number | null {
  return invoiceNumber(text.replace(/^#/, ''));
}

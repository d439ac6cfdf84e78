// Money travels as integer pence; only the screen sees pounds.
const gbp = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' });

/** 1250 -> '£12.50'; -99 -> '-£0.99'. */
export function formatPence(pence: number): string {
  if (!Number.isInteger(pence)) throw new RangeError(`Money must be whole pence, got ${pence}`);
  return gbp.format(pence / 100);
}

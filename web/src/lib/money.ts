// Money travels as integer pence; only the screen sees pounds.
const gbp = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' });

// A price per item can be a fraction of a penny (10,000 cards for £161.87): under £1 it keeps up to four
// decimals, so that it times the quantity comes back to the price shown for them all.
const gbpPerItem = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP', maximumFractionDigits: 4 });

/** 1250 -> '£12.50'; -99 -> '-£0.99'. */
export function formatPence(pence: number): string {
  if (!Number.isInteger(pence)) throw new RangeError(`Money must be whole pence, got ${pence}`);
  return gbp.format(pence / 100);
}

/** One of `quantity` items that cost `pence` together: 16187 for 10,000 -> '£0.0162'; 4807 for 1,000 -> '£0.0481'; 1500 for 10 -> '£1.50'. */
export function formatPerItem(pence: number, quantity: number): string {
  if (!Number.isInteger(pence)) throw new RangeError(`Money must be whole pence, got ${pence}`);
  if (!Number.isInteger(quantity) || quantity < 1) throw new RangeError(`Not a quantity: ${quantity}`);
  const pounds = pence / quantity / 100;
  return (Math.abs(pounds) < 1 ? gbpPerItem : gbp).format(pounds);
}

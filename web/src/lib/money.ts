// Money travels as integer pence; only the screen sees pounds.
const gbp = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' });

// A price per item can be a fraction of a penny (10,000 cards for £161.87): under £1 it keeps up to four
// decimals, so that it times the quantity comes within a few pence of the price shown for them all
// (£0.0162 each, £162.00 for 10,000), where a whole penny would be far off (£0.02 each, £200.00).
const gbpPerItem = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP', maximumFractionDigits: 4 });

/**
 * 1250 -> '£12.50'; -99 -> '−£0.99': the one way the shop writes money, a saving or a refund with a true
 * minus sign (U+2212) before the pound sign; a zero is £0.00 whatever its sign.
 */
export function formatPence(pence: number): string {
  if (!Number.isInteger(pence)) throw new RangeError(`Money must be whole pence, got ${pence}`);
  return pence < 0 ? `\u2212${gbp.format(-pence / 100)}` : gbp.format(Math.abs(pence) / 100);
}

/** One of `quantity` items that cost `pence` together: 16187 for 10,000 -> '£0.0162'; 4807 for 1,000 -> '£0.0481'; 1500 for 10 -> '£1.50'. */
export function formatPerItem(pence: number, quantity: number): string {
  if (!Number.isInteger(pence)) throw new RangeError(`Money must be whole pence, got ${pence}`);
  if (!Number.isInteger(quantity) || quantity < 1) throw new RangeError(`Not a quantity: ${quantity}`);
  const pounds = pence / quantity / 100;
  return (Math.abs(pounds) < 1 ? gbpPerItem : gbp).format(pounds);
}

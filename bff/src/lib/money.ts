import type { Pence } from '../view-models';

const DECIMAL_POUNDS = /^(-)?(\d+)(?:\.(\d{1,2}))?$/;

/** The upstream's pounds ('12.50', '12.5', '12' or a number) as integer pence, without float drift for strings. */
export function poundsToPence(amount: string | number): Pence {
  if (typeof amount === 'number') {
    if (!Number.isFinite(amount)) throw new TypeError(`Not a money amount: ${amount}`);
    return Math.round(amount * 100);
  }
  const match = DECIMAL_POUNDS.exec(amount.trim());
  if (!match) throw new TypeError(`Not a money amount: ${JSON.stringify(amount)}`);
  const [, minus, pounds = '0', fraction = ''] = match;
  const pence = Number(pounds) * 100 + Number(fraction.padEnd(2, '0'));
  return minus ? -pence : pence;
}

/** A VAT rate as the upstream writes it ('20.00', '0.00', 20) in basis points (2000), so sums stay integers. */
export function vatBasisPoints(percent: string | number): number {
  const basisPoints = poundsToPence(percent);
  if (basisPoints < 0 || basisPoints > 10_000) throw new TypeError(`Not a VAT rate: ${percent}`);
  return basisPoints;
}

import type { CSSProperties } from 'react';

const counts = new Intl.NumberFormat('en-GB');

/** 2500 -> '2,500' */
export const formatCount = (count: number): string => counts.format(count);

/** '1 item', '2,500 items' */
export const formatItems = (count: number): string => `${formatCount(count)} ${count === 1 ? 'item' : 'items'}`;

/**
 * Lets an amount's CSS fit it to the width it has: `--amount-chars` is how many characters it has, so
 * a total of many digits can shrink onto its line (price-panel.module.css, mobile-price-bar.module.css).
 */
export const amountFit = (text: string): CSSProperties => ({ '--amount-chars': text.length }) as CSSProperties;

const counts = new Intl.NumberFormat('en-GB');

/** 2500 -> '2,500' */
export const formatCount = (count: number): string => counts.format(count);

/** '1 item', '2,500 items' */
export const formatItems = (count: number): string => `${formatCount(count)} ${count === 1 ? 'item' : 'items'}`;

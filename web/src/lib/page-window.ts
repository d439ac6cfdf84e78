/** A page number to link, or a gap ('…') between distant ones. */
export type PageSlot = number | 'gap';

/**
 * The pages a pagination bar shows: always the first and last, the current one with `around`
 * neighbours each side, and a gap where pages are left out. A gap never hides a single page (that
 * page is shown instead), so the bar is as short as it can be without a pointless '…'.
 */
export function pageWindow(current: number, count: number, around = 1): PageSlot[] {
  if (count <= 1) return count === 1 ? [1] : [];
  const page = Math.min(Math.max(current, 1), count);
  const shown = new Set([1, count]);
  for (let offset = -around; offset <= around; offset += 1) {
    const neighbour = page + offset;
    if (neighbour >= 1 && neighbour <= count) shown.add(neighbour);
  }
  const sorted = [...shown].sort((a, b) => a - b);
  const slots: PageSlot[] = [];
  sorted.forEach((value, index) => {
    const previous = sorted[index - 1];
    if (previous !== undefined && value - previous === 2) slots.push(previous + 1);
    else if (previous !== undefined && value - previous > 2) slots.push('gap');
    slots.push(value);
  });
  return slots;
}

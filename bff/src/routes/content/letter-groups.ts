import type { LetterGroup, Link } from '@bff/view-models';

const collator = new Intl.Collator('en-GB', { sensitivity: 'base', numeric: true });

/** The group a name is listed under: its first letter A–Z, or '#' for digits and anything else. */
function letterOf(name: string): string {
  const first = name.trim().normalize('NFD').charAt(0).toUpperCase();
  return first >= 'A' && first <= 'Z' ? first : '#';
}

/** Links grouped by initial letter (A to Z, then '#'), each group sorted by name; duplicate slugs dropped. */
export function groupByLetter(links: readonly Link[]): LetterGroup[] {
  const groups = new Map<string, Link[]>();
  const seen = new Set<string>();
  for (const link of links) {
    if (seen.has(link.slug)) continue;
    seen.add(link.slug);
    const letter = letterOf(link.name);
    groups.set(letter, [...(groups.get(letter) ?? []), link]);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => (a === '#' ? 1 : b === '#' ? -1 : collator.compare(a, b)))
    .map(([letter, group]) => ({ letter, links: group.sort((x, y) => collator.compare(x.name, y.name)) }));
}

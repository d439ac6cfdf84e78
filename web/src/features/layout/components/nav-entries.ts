import type { Bootstrap, LetterGroup } from '../api/layout-queries';

/** One navbar entry with a mega menu: 'All Products' or a category. */
export interface NavEntry {
  key: string;
  label: string;
  /** The category page; 'All Products' has none. */
  href?: string;
  groups: LetterGroup[];
  /** 'All Products' only: every category's page. */
  categories?: { name: string; href: string }[];
}

/** Shown (not interactive) until the menus arrive. */
export const PLACEHOLDER_NAV = [
  'Home',
  'All Products',
  'Digital & Litho Printing',
  'Apparel Printing',
  'Signage Printing',
  'Carrier Bag Printing',
  'Gift Item Printing',
] as const;

export function navEntries({ menus, allProducts, categories }: Pick<Bootstrap, 'menus' | 'allProducts' | 'categories'>): NavEntry[] {
  return [
    {
      key: 'all-products',
      label: 'All Products',
      groups: allProducts,
      categories: categories.map((category) => ({ name: category.name, href: `/${category.slug}` })),
    },
    ...menus.map((menu) => ({ key: menu.slug, label: menu.name, href: `/${menu.slug}`, groups: menu.groups })),
  ];
}

export function countLinks(groups: LetterGroup[]): number {
  return groups.reduce((total, group) => total + group.links.length, 0);
}

// The JSON shapes the BFF gives the SPA. The web imports these types only (never values), so the
// browser and the BFF agree at compile time. Money is always integer pence; dates are ISO strings.

export type Pence = number;

/** An image in the three upstream sizes (spec section 9: small_, medium_, none). */
export interface ImageSet {
  /** The medium size, the safe default for `src`. */
  src: string;
  /** `small_… 400w, medium_… 800w, … 1200w` */
  srcSet: string;
  alt: string;
  width: number;
  height: number;
}

export interface Link {
  name: string;
  slug: string;
}

/** Links grouped under their initial letter, A to Z, for the mega menus. */
export interface LetterGroup {
  letter: string;
  links: Link[];
}

/** One navbar entry: a category (menu) with its sub-categories grouped by letter. */
export interface MenuCategory {
  name: string;
  slug: string;
  groups: LetterGroup[];
}

export interface FooterColumn {
  name: string;
  slug: string;
  pages: Link[];
}

export interface CompanyInfo {
  name: string;
  /** Support numbers in display form, first is the main line. */
  phones: string[];
  email: string;
  salesEmail: string;
  address: string;
  /** Opening-hours lines, e.g. 'Monday to Friday 9 AM - 6 PM'. */
  hours: string[];
  rating: { point: number; count: number };
  social: { network: 'facebook' | 'instagram' | 'x' | 'linkedin' | 'youtube'; url: string }[];
}

/** Everything the main layout needs before it renders (spec: header, menus, footer). */
export interface Bootstrap {
  company: CompanyInfo;
  /** Navbar: one mega menu per category. */
  menus: MenuCategory[];
  /** The 'All Products' mega menu: every sub-category grouped alphabetically. */
  allProducts: LetterGroup[];
  footer: FooterColumn[];
  vatPercent: number;
}

export interface ProductCard {
  name: string;
  slug: string;
  /** Where the card links, e.g. '/business-cards/standard-business-cards'. */
  href: string;
  shortDescription: string;
  image: ImageSet;
  /** Lowest price including VAT, in pence. */
  fromPrice: Pence;
}

export interface Slide {
  title: string;
  subTitle: string;
  content: string;
  href: string;
  image: ImageSet;
}

export interface HomeData {
  slides: Slide[];
  /** The earliest delivery the shop can promise, as the upstream words it. */
  minDelivery: { day: string; date: string; suffix: string; month: string } | null;
  rating: { point: number; count: number };
  popular: ProductCard[];
}

/** The one error shape every BFF failure uses. */
export interface ApiError {
  error: { code: string; message: string; fields?: Record<string, string[]> };
}

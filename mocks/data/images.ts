// Every image the mock upstream serves under /media, drawn as SVG: product mock-ups (one per
// variation, per product, per garment colour), category images, home-page slides and slide icons.
// The pictures go out as WebP (mocks/media.ts), as a shop's photographs would; the icons as SVG.
// Sizes follow the contract: `small_` 400 px wide, `medium_` 800 px, no prefix 1200 px.
import type { Palette, Variation } from './catalogue-model';
import { catalogue, primaryVariation, productOf, productsOf, subCategoriesOf, topSellers } from './catalogue';
import { esc, FONT, inkOn, textWidth } from './images-kit';
import { ART } from './images-products';

export const IMAGE_WIDTHS = { small_: 400, medium_: 800, '': 1200 } as const;
export type SizePrefix = keyof typeof IMAGE_WIDTHS;

/** Product and category images are 4:3; slides are wide 8:3 banners. */
const PRODUCT_VIEW = { width: 1200, height: 900 };
const SLIDE_VIEW = { width: 1200, height: 450 };
const ICON_VIEW = { width: 96, height: 96 };

interface MediaEntry {
  title: string;
  view: { width: number; height: number };
  /** Icons have one size; everything else scales with the prefix. */
  fixedWidth?: number;
  body: () => string;
}

const SHARED_DEFS =
  `<filter id="soft" x="-20%" y="-20%" width="140%" height="150%"><feDropShadow dx="0" dy="10" stdDeviation="12" flood-color="#071a3a" flood-opacity="0.18"/></filter>` +
  `<filter id="blur" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="14"/></filter>` +
  `<linearGradient id="metal" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#f4f6f9"/><stop offset="0.5" stop-color="#aab2bf"/><stop offset="1" stop-color="#e3e7ed"/></linearGradient>`;

function document(entry: MediaEntry, width: number): string {
  const { view } = entry;
  const height = Math.round((width * view.height) / view.width);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${view.width} ${view.height}" role="img" aria-label="${esc(entry.title)}">` +
    `<title>${esc(entry.title)}</title><defs>${SHARED_DEFS}</defs>${entry.body()}</svg>`
  );
}

/** Gives a drawing's own ids a prefix, so several drawings can share one document. */
function scopeIds(markup: string, prefix: string): string {
  const shared = new Set(['soft', 'blur', 'metal']);
  return markup
    .replace(/id="([^"]+)"/g, (match, id: string) => (shared.has(id) ? match : `id="${prefix}-${id}"`))
    .replace(/url\(#([^)]+)\)/g, (match, id: string) => (shared.has(id) ? match : `url(#${prefix}-${id})`));
}

function caption(label: string): string {
  const size = 26;
  const width = Math.min(1128, textWidth(label, size) + 44);
  return (
    `<rect x="36" y="826" width="${width.toFixed(0)}" height="46" rx="23" fill="#ffffff" opacity="0.94"/>` +
    `<text x="58" y="857" font-family="${FONT}" font-size="${size}" font-weight="700" fill="#071a3a">${esc(label)}</text>`
  );
}

function productScene(palette: Palette, art: (p: Palette) => string, label: string): string {
  return (
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f3f6fc"/><stop offset="1" stop-color="#e1e7f1"/></linearGradient></defs>` +
    `<rect width="1200" height="900" fill="url(#bg)"/>` +
    `<circle cx="1080" cy="120" r="260" fill="${palette.secondary}" opacity="0.1"/>` +
    `<circle cx="120" cy="860" r="200" fill="${palette.accent}" opacity="0.07"/>` +
    art(palette) +
    caption(label)
  );
}

function variationEntry(variation: Variation, label: string, palette: Palette = variation.palette): MediaEntry {
  const art = ART[productOf(variation).art];
  return { title: label, view: PRODUCT_VIEW, body: () => productScene(palette, art, label) };
}

// ---------------------------------------------------------------- slides

/** What each home-page slide shows on its right half (the storefront sets the text on the left). */
const SLIDE_SCENES: Record<string, { title: string; variations: string[] }> = {
  'same-day-printing': { title: 'Same-day printing in London', variations: ['premium-a5-flyers-170gsm-gloss', 'standard-business-cards-400gsm-silk'] },
  'business-cards': { title: 'Business cards', variations: ['gold-foil-business-cards-450gsm', 'standard-business-cards-400gsm-silk'] },
  'roller-banners': { title: 'Roller banners and signs', variations: ['a3-3mm-foamex-board', '85-x-200-cm-economy-roller-banner'] },
  'branded-apparel': { title: 'Branded apparel', variations: ['awdis-college-hoodie', 'gildan-heavy-cotton-t-shirt'] },
};

function slideBody(variations: Variation[]): string {
  const dots = Array.from({ length: 12 }, (_, row) =>
    Array.from({ length: 14 }, (_, col) => `<circle cx="${40 + col * 36}" cy="${18 + row * 36}" r="${(1 + (col / 14) * 3).toFixed(1)}" fill="#ffffff" opacity="0.06"/>`).join(''),
  ).join('');
  const placed = variations
    .map((variation, i) => {
      const art = scopeIds(ART[productOf(variation).art](variation.palette), `s${i}`);
      return `<g transform="translate(${540 + i * 210} ${30 + i * 8}) scale(0.44)">${art}</g>`;
    })
    .join('');
  // Dark ink on the left for the storefront's text, a light stage on the right for the products.
  return (
    `<defs><linearGradient id="slide-bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#071a3a"/><stop offset="1" stop-color="#143d7a"/></linearGradient>` +
    `<linearGradient id="stage" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f3f6fc"/><stop offset="1" stop-color="#dbe4f1"/></linearGradient></defs>` +
    `<rect width="1200" height="450" fill="url(#slide-bg)"/>` +
    dots +
    `<path d="M720 0 H1200 V450 H600 Z" fill="url(#stage)"/>` +
    `<path d="M700 0 H720 L600 450 H580 Z" fill="#d81b60"/>` +
    `<path d="M680 0 H690 L570 450 H560 Z" fill="#00a8d6"/>` +
    `<circle cx="1120" cy="60" r="150" fill="#00a8d6" opacity="0.1"/>` +
    placed
  );
}

// ---------------------------------------------------------------- icons

const ICONS: Record<string, { title: string; body: string }> = {
  'same-day': {
    title: 'Clock',
    body: '<circle cx="48" cy="48" r="36" fill="none" stroke="#ffffff" stroke-width="6"/><path d="M48 26 V48 L62 58" fill="none" stroke="#ffd23f" stroke-width="6" stroke-linecap="round"/>',
  },
  'business-cards': {
    title: 'Business card',
    body: '<rect x="12" y="24" width="72" height="48" rx="6" fill="none" stroke="#ffffff" stroke-width="6"/><circle cx="32" cy="44" r="7" fill="#ffd23f"/><path d="M48 40 H72 M48 54 H66" stroke="#ffffff" stroke-width="5" stroke-linecap="round"/>',
  },
  'roller-banners': {
    title: 'Roller banner',
    body: '<rect x="30" y="10" width="36" height="62" rx="3" fill="none" stroke="#ffffff" stroke-width="6"/><path d="M22 80 H74" stroke="#ffd23f" stroke-width="8" stroke-linecap="round"/><path d="M40 28 H56 M40 40 H56" stroke="#ffffff" stroke-width="5" stroke-linecap="round"/>',
  },
  'branded-apparel': {
    title: 'T-shirt',
    body: '<path d="M34 14 L14 26 L22 42 L30 38 V82 H66 V38 L74 42 L82 26 L62 14 Q48 26 34 14 Z" fill="none" stroke="#ffffff" stroke-width="6" stroke-linejoin="round"/><circle cx="48" cy="50" r="7" fill="#ffd23f"/>',
  },
};

// ---------------------------------------------------------------- the library

function buildLibrary(): Map<string, MediaEntry> {
  const library = new Map<string, MediaEntry>();
  for (const variation of catalogue.variations) {
    library.set(variation.image, variationEntry(variation, variation.name));
    const product = productOf(variation);
    for (const colour of product.colours) {
      const palette = { ...variation.palette, base: colour.code, ink: inkOn(colour.code) };
      library.set(colourImagePath(variation, colour.name), variationEntry(variation, `${variation.name} in ${colour.name}`, palette));
    }
  }
  for (const product of catalogue.products) {
    library.set(product.image, variationEntry(primaryVariation(product), product.name));
  }
  for (const subCategory of catalogue.subCategories) {
    const hero = productsOf(subCategory).map(primaryVariation).sort((a, b) => b.sales - a.sales)[0];
    if (hero) library.set(subCategory.image, variationEntry(hero, subCategory.name));
  }
  for (const category of catalogue.categories) {
    const hero = topSellers(category, 1)[0] ?? primaryVariation(productsOf(subCategoriesOf(category)[0]!)[0]!);
    library.set(category.image, variationEntry(hero, category.name));
  }
  for (const [name, scene] of Object.entries(SLIDE_SCENES)) {
    const variations = scene.variations.map((slug) => {
      const variation = catalogue.variations.find((v) => v.slug === slug);
      if (!variation) throw new Error(`Slide ${name} shows unknown variation ${slug}`);
      return variation;
    });
    library.set(`sliders/${name}.webp`, { title: scene.title, view: SLIDE_VIEW, body: () => slideBody(variations) });
  }
  for (const [name, icon] of Object.entries(ICONS)) {
    library.set(`icons/${name}.svg`, { title: icon.title, view: ICON_VIEW, fixedWidth: 96, body: () => icon.body });
  }
  return library;
}

/** `products/<variation>--<colour>.webp`: a double hyphen never occurs in a slug, so paths cannot clash. */
export function colourImagePath(variation: Variation, colourName: string): string {
  return `products/${variation.slug}--${colourName.toLowerCase().replace(/[^a-z0-9]+/g, '-')}.webp`;
}

const library = buildLibrary();
const rendered = new Map<string, string>();

/** Every media path the mock serves at full size (for tests and sitemaps). */
export function mediaPaths(): string[] {
  return [...library.keys()];
}

/** Splits `products/small_x.webp` into the full-size path and its width. */
export function parseMediaPath(path: string): { path: string; prefix: SizePrefix } {
  const slash = path.lastIndexOf('/');
  const dir = path.slice(0, slash + 1);
  const file = path.slice(slash + 1);
  const prefix = (['small_', 'medium_'] as const).find((p) => file.startsWith(p)) ?? '';
  return { path: dir + file.slice(prefix.length), prefix };
}

/** The drawing for a media-relative path such as `products/medium_flyers.webp`, as SVG, or undefined. */
export function renderMedia(path: string): string | undefined {
  const cached = rendered.get(path);
  if (cached) return cached;
  const parsed = parseMediaPath(path);
  const entry = library.get(parsed.path);
  if (!entry) return undefined;
  const svg = document(entry, entry.fixedWidth ?? IMAGE_WIDTHS[parsed.prefix]);
  rendered.set(path, svg);
  return svg;
}

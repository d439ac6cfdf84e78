import type { ImageSet, ProductCard } from '@web/features/catalog/api/catalog-queries';
import type { Slide } from '../api/home-queries';

function image(path: string, alt: string, height = 1200): ImageSet {
  return {
    src: `/media/${path.replace(/([^/]+)$/, 'medium_$1')}`,
    srcSet: `/media/${path.replace(/([^/]+)$/, 'small_$1')} 400w, /media/${path.replace(/([^/]+)$/, 'medium_$1')} 800w, /media/${path} 1200w`,
    alt,
    width: 1200,
    height,
  };
}

export function createSlide(index: number): Slide {
  return {
    title: `Slide title ${index}`,
    subTitle: `Eyebrow ${index}`,
    content: `What slide ${index} offers.`,
    href: `/category-${index}`,
    image: image(`sliders/slide-${index}.svg`, `Slide picture ${index}`, 500),
  };
}

export function createProductCard(index: number, overrides: Partial<ProductCard> = {}): ProductCard {
  return {
    name: `Product ${index}`,
    slug: `product-${index}`,
    href: `/sub-menu-${index}/product-${index}`,
    shortDescription: `Short description ${index}.`,
    image: image(`products/product-${index}.svg`, `Product ${index}`),
    fromPrice: 1000 + index,
    ...overrides,
  };
}

/** jsdom has no matchMedia; the home page reads prefers-reduced-motion through it. */
export function stubReducedMotion(reduce: boolean) {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: (query: string) => ({
      matches: query.includes('prefers-reduced-motion') ? reduce : false,
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }),
  });
}

import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ProductCard as ProductCardData } from '@web/features/catalog/api/catalog-queries';
import { ProductCard } from './product-card';

const product: ProductCardData = {
  name: 'Standard Business Cards',
  slug: 'standard-business-cards',
  href: '/business-cards/standard-business-cards',
  shortDescription: 'Heavy 400gsm silk board.',
  image: {
    src: '/media/products/medium_standard-business-cards.svg',
    srcSet: '/media/products/small_standard-business-cards.svg 400w',
    alt: '',
    width: 1200,
    height: 900,
  },
  fromPrice: 1770,
};

const pictureOf = (container: HTMLElement) => container.querySelector('img')!;

describe('ProductCard', () => {
  it('loads its picture lazily, as most cards are below the first screen', () => {
    const { container } = render(<ProductCard product={product} />);
    expect(pictureOf(container)).toHaveAttribute('loading', 'lazy');
    expect(pictureOf(container)).not.toHaveAttribute('fetchpriority');
  });

  it('loads an eager card’s picture at once and at high priority', () => {
    const { container } = render(<ProductCard product={product} eager />);
    expect(pictureOf(container)).toHaveAttribute('loading', 'eager');
    expect(pictureOf(container)).toHaveAttribute('fetchpriority', 'high');
  });
});

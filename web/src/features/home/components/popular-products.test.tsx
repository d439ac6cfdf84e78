import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createProductCard } from '../test/home-fixtures';
import { PopularProducts } from './popular-products';
import { InRouter } from '@web/test/router-context';

describe('PopularProducts', () => {
  it('shows at most eight products, each linking to its sub-menu/product path with a from-price', () => {
    const products = Array.from({ length: 10 }, (_, index) => createProductCard(index + 1));
    products[0] = createProductCard(1, { href: '/business-cards/standard-business-cards', fromPrice: 1250 });
    render(<InRouter><PopularProducts products={products} /></InRouter>);

    const list = screen.getByRole('list');
    const links = within(list).getAllByRole('link');
    expect(links).toHaveLength(8);
    expect(links[0]).toHaveAttribute('href', '/business-cards/standard-business-cards');
    expect(links[0]).toHaveTextContent('From £12.50 inc. VAT');
    expect(links[7]).toHaveAttribute('href', '/sub-menu-8/product-8');
  });

  it('gives each picture its size and responsive sources so nothing shifts', () => {
    render(<InRouter><PopularProducts products={[createProductCard(1)]} /></InRouter>);
    // Decorative: the product name is the link text beside it.
    const image = screen.getByRole('link').querySelector('img');
    expect(image).toHaveAttribute('alt', '');
    expect(image).toHaveAttribute('width', '1200');
    expect(image).toHaveAttribute('height', '1200');
    expect(image).toHaveAttribute('sizes');
    expect(image?.getAttribute('srcset')).toMatch(/small_product-1\.svg 400w/);
  });

  it('holds eight card-sized placeholders while loading', () => {
    render(<InRouter><PopularProducts products={undefined} /></InRouter>);
    const section = screen.getByRole('region', { name: 'Popular products' });
    expect(section).toHaveAttribute('aria-busy', 'true');
    expect(within(section).getAllByRole('listitem')).toHaveLength(8);
    expect(within(section).queryAllByRole('link')).toHaveLength(0);
  });
});

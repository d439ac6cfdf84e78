import { describe, expect, it } from 'vitest';
import { DEFAULT_HEAD, injectHead } from './page-head';

const TEMPLATE = '<head><title>x</title>\n<!--ssr-head--></head>';

describe('injectHead', () => {
  it('writes title, canonical, Open Graph and JSON-LD for a page', () => {
    const html = injectHead(
      TEMPLATE,
      {
        title: 'Business Cards | PrintShop London',
        description: 'Cards & more',
        canonicalPath: '/business-cards',
        image: '/media/products/cards.svg',
        ogType: 'product',
        jsonLd: [{ '@context': 'https://schema.org', '@type': 'Product', name: 'Cards' }],
      },
      'https://shop.example.co.uk',
    );
    expect(html).toContain('<title>Business Cards | PrintShop London</title>');
    expect(html).toContain('<meta name="description" content="Cards &amp; more" />');
    expect(html).toContain('<link rel="canonical" href="https://shop.example.co.uk/business-cards" />');
    expect(html).toContain('<meta property="og:image" content="https://shop.example.co.uk/media/products/cards.svg" />');
    expect(html).toContain('<meta property="og:type" content="product" />');
    expect(html).toContain('<script type="application/ld+json">{"@context":"https://schema.org","@type":"Product","name":"Cards"}</script>');
  });

  it('cannot be broken out of by upstream text', () => {
    const html = injectHead(
      TEMPLATE,
      { ...DEFAULT_HEAD, title: '</title><script>alert(1)</script>', jsonLd: [{ name: '</script><script>alert(1)</script>' }] },
      'https://shop.example.co.uk',
    );
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html).toContain('\\u003c/script\\u003e');
  });
});

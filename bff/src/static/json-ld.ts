
import type { Breadcrumb, ProductView } from '@bff/view-models';
import { SHOP_NAME } from '@bff/shared/shop';

// schema.org objects for the page head (written by page-head.ts, which escapes them for <script>).

const absolute = (origin: string, path: string) => new URL(path, `${origin}/`).toString();

/** Pence as the decimal pounds schema.org wants: 1234 -> '12.34'. */
const decimalPounds = (pence: number) => (pence / 100).toFixed(2);

export function breadcrumbList(origin: string, crumbs: readonly Breadcrumb[]): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absolute(origin, crumb.href),
    })),
  };
}

/** The product with its 'From' offer: the smallest quantity with the default options, VAT included. */
export function productJsonLd(origin: string, product: ProductView, description: string, images: readonly string[]): object {
  const url = absolute(origin, product.canonicalPath);
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    description,
    image: images.map((image) => absolute(origin, image)),
    sku: String(product.variationId),
    url,
    brand: { '@type': 'Brand', name: SHOP_NAME },
    offers: {
      '@type': 'Offer',
      url,
      price: decimalPounds(product.fromPrice),
      priceCurrency: 'GBP',
      availability: 'https://schema.org/InStock',
      itemCondition: 'https://schema.org/NewCondition',
      seller: { '@type': 'Organization', name: SHOP_NAME },
    },
  };
}

interface BlogPostingInput {
  title: string;
  excerpt: string;
  author: string;
  published_at: string;
  /** Site-relative paths. */
  url: string;
  image: string;
}

/** A blog post as a schema.org BlogPosting, so search results can show its date and author. */
export function blogPostingJsonLd(origin: string, post: BlogPostingInput): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.excerpt,
    image: [absolute(origin, post.image)],
    datePublished: post.published_at,
    author: { '@type': 'Person', name: post.author },
    publisher: { '@type': 'Organization', name: SHOP_NAME },
    mainEntityOfPage: absolute(origin, post.url),
  };
}

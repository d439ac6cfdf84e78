import { SHOP_NAME } from '@bff/shared/shop';
import { absoluteUrl } from './site-origin';

// schema.org objects for page heads, so search results can show a page's trail, price, date or the
// shop's contact details. Paths are made absolute on the shop's origin.

/** Pence as the decimal pounds schema.org wants: 1234 -> '12.34'. */
const decimalPounds = (pence: number) => (pence / 100).toFixed(2);

export function breadcrumbList(crumbs: readonly { name: string; href: string }[]): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(crumb.href),
    })),
  };
}

interface ProductInput {
  name: string;
  variationId: number;
  /** The product's own page, standing for all its variations; else one variation's. */
  isProductPage: boolean;
  /** The product's variations, on its own page. */
  variations: readonly unknown[];
  canonicalPath: string;
  /** Pence, VAT included. */
  fromPrice: number;
  description: string;
  images: readonly string[];
}

/**
 * The product with its 'From' offer: the smallest quantity with the default options, VAT included. A
 * variation's page is that variation (its sku) at its own From price. A product's page offers all its
 * variations from the cheapest's price, so it names no sku: the primary variation's has its own page
 * and price, and one sku is never offered at two prices.
 */
export function productJsonLd(product: ProductInput): object {
  const url = absoluteUrl(product.canonicalPath);
  const price = decimalPounds(product.fromPrice);
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    description: product.description,
    image: product.images.map(absoluteUrl),
    ...(product.isProductPage ? {} : { sku: String(product.variationId) }),
    url,
    brand: { '@type': 'Brand', name: SHOP_NAME },
    offers: {
      ...(product.isProductPage
        ? { '@type': 'AggregateOffer', lowPrice: price, offerCount: Math.max(1, product.variations.length) }
        : { '@type': 'Offer', price }),
      url,
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
  publishedAt: string;
  /** Site-relative paths. */
  url: string;
  image: string;
}

/** A blog post as a schema.org BlogPosting, so search results can show its date and author. */
export function blogPostingJsonLd(post: BlogPostingInput): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.excerpt,
    image: [absoluteUrl(post.image)],
    datePublished: post.publishedAt,
    author: { '@type': 'Person', name: post.author },
    publisher: { '@type': 'Organization', name: SHOP_NAME },
    mainEntityOfPage: absoluteUrl(post.url),
  };
}

interface OrganisationInput {
  name: string;
  email: string;
  phones: readonly string[];
  postalAddress: { street: string; locality: string; postCode: string } | null;
  social: readonly { url: string }[];
}

/** The shop as an organisation with its contact details (the home page's). */
export function organisationJsonLd(company: OrganisationInput): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: company.name || SHOP_NAME,
    url: absoluteUrl('/'),
    email: company.email,
    telephone: company.phones[0],
    ...(company.postalAddress && {
      address: {
        '@type': 'PostalAddress',
        streetAddress: company.postalAddress.street,
        addressLocality: company.postalAddress.locality,
        postalCode: company.postalAddress.postCode,
        addressCountry: 'GB',
      },
    }),
    sameAs: company.social.map((link) => link.url),
  };
}

// Which query parameters pages read, as the BFF asks before it renders: it keeps each page for its
// address without the others, so a page that read one unknown to it would show every visitor the page
// of the first value it was asked for.
import { describe, expect, it } from 'vitest';
import { searchParamsRead } from './entry-server';

describe("the web app's pages", () => {
  it('read the parameters their routes validate with an object schema, and only those: blog, job, order and product lists, search, a product', () => {
    expect(searchParamsRead('/blogs')).toEqual(new Set(['page']));
    // A category's page of products (one-segment paths share the route, footer pages too).
    expect(searchParamsRead('/business-cards')).toEqual(new Set(['page']));
    expect(searchParamsRead('/jobs')).toEqual(new Set(['page']));
    expect(searchParamsRead('/search/cards')).toEqual(new Set(['sort', 'size', 'page']));
    // My Orders' page and the invoice open over it.
    expect(searchParamsRead('/account/orders')).toEqual(new Set(['page', 'invoice']));
    // The line of the cart the page edits; a shared link's ?ref= is not the product's.
    expect(searchParamsRead('/business-cards/standard-business-cards')).toEqual(new Set(['edit']));
  });

  it('may read any where a route validates with a function: login and links from emails', () => {
    const readingAny = ['/login', '/payment/return', '/check-verification-token', '/account-verify'];
    expect(readingAny.filter((path) => searchParamsRead(path) !== 'every')).toEqual([]);
  });

  it('read none anywhere else: home, content and blog posts', () => {
    const notReading = ['/', '/info/about-us', '/blogs/choosing-paper', '/contact', '/same-day-printing-service-in-london', '/payment'];
    const reading = (path: string) => {
      const read = searchParamsRead(path);
      return read === 'every' || read.size > 0;
    };
    expect(notReading.filter(reading)).toEqual([]);
  });
});

// Which pages read their address's query string, as the BFF asks before it renders: it keeps the others
// for their address without one, so a page that read one unknown to it would show every visitor the
// page of the first query string it was asked for.
import { describe, expect, it } from 'vitest';
import { readsSearchParams } from './entry-server';

describe("the web app's pages", () => {
  it('read a query string where a route of theirs validates search params: blog and job lists, search, login and links from emails', () => {
    const reading = ['/blogs', '/jobs', '/search/cards', '/login', '/account/orders', '/payment/return', '/check-verification-token', '/account-verify'];
    expect(reading.filter((path) => !readsSearchParams(path))).toEqual([]);
  });

  it('read none anywhere else: home, the catalogue, content and blog posts, and paths that are no page', () => {
    const notReading = ['/', '/business-cards', '/business-cards/standard-business-cards', '/info/about-us', '/blogs/choosing-paper', '/contact', '/same-day-printing-service-in-london', '/payment', '/no/such/page/here'];
    expect(notReading.filter(readsSearchParams)).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { APP_SEGMENTS, isAppPagePath } from './web-paths';

describe('the web route table the BFF serves from', () => {
  it("matches the app's own pages, with one segment per parameter", () => {
    expect(isAppPagePath('/')).toBe(true);
    expect(isAppPagePath('/account/orders')).toBe(true);
    expect(isAppPagePath('/account/orders/')).toBe(true);
    expect(isAppPagePath('/search/business%20cards')).toBe(true);
    expect(isAppPagePath('/search/a/b')).toBe(false);
    expect(isAppPagePath('/order-process/anything')).toBe(false);
    // Catalogue paths are the catalogue router's to judge.
    expect(isAppPagePath('/business-cards')).toBe(false);
  });

  it('keeps the first segments of app pages and the reserved ones out of the catalogue', () => {
    for (const segment of ['account', 'order-process', 'registration', 'api', 'assets', 'media']) expect(APP_SEGMENTS.has(segment)).toBe(true);
    expect(APP_SEGMENTS.has('business-cards')).toBe(false);
  });
});

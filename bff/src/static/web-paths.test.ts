import { describe, expect, it } from 'vitest';
import { isAppPagePath } from './web-paths';

describe('the web route table the BFF serves from', () => {
  it("matches the app's own pages, with one segment per parameter", () => {
    expect(isAppPagePath('/')).toBe(true);
    expect(isAppPagePath('/account/orders')).toBe(true);
    expect(isAppPagePath('/account/orders/')).toBe(true);
    expect(isAppPagePath('/search/business%20cards')).toBe(true);
    expect(isAppPagePath('/search/a/b')).toBe(false);
  });

  it('leaves one or two slugs to the catalogue, unless the first names an app page or a reserved path', () => {
    expect(isAppPagePath('/business-cards')).toBe(true);
    expect(isAppPagePath('/business-cards/standard-business-cards')).toBe(true);
    for (const path of ['/order-process/anything', '/account/anything', '/api/anything', '/assets/anything', '/media/anything']) {
      expect(isAppPagePath(path)).toBe(false);
    }
    // Not slugs, or too deep: no catalogue page can live there.
    for (const path of ['/Business_Cards', '/business-cards/a/b', '/business-cards/Not_A_Slug']) expect(isAppPagePath(path)).toBe(false);
  });
});

export const SHOP_NAME = 'PrintShop London';

/** Document titles read 'Page | PrintShop London'; the home page uses the shop name alone. */
export function pageTitle(page?: string): string {
  return page ? `${page} | ${SHOP_NAME}` : `${SHOP_NAME} | Same-day printing`;
}

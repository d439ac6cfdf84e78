// The shop's own facts and rules, written once: the web app and the BFF both import them.

import type { AccountType } from './answer-kinds';

export const SHOP_NAME = 'PrintShop London';

/** The shop's clock: cut-offs, order dates, deadlines and the copyright year follow London, not the browser or the server. */
export const SHOP_TIME_ZONE = 'Europe/London';

/** The shop's language: numbers, money and its components' words follow it, not the browser's or the server's. */
export const SHOP_LOCALE = 'en-GB';

/** Business accounts get this discount on every order, taken before VAT. */
export const BUSINESS_DISCOUNT_PERCENT = 5;

/** Whose discount an account's is, as its price rows name it. */
const DISCOUNT_OWNERS: Record<AccountType, string> = { individual: 'Account', business: 'Business', reseller: 'Reseller', student: 'Student' };

/**
 * An account's automatic discount as every price row names it, for the kind of account it comes with:
 * 'Business discount (5%)', 'Reseller discount (15%)'; 'Account discount (n%)' when the kind is unknown.
 */
export function accountDiscountLabel(accountType: AccountType | null, percent: number): string {
  return `${accountType ? DISCOUNT_OWNERS[accountType] : 'Account'} discount (${percent}%)`;
}

/** The account's prices named for its kind, beside a From price: 'your business price'. */
export function accountPriceName(accountType: AccountType): string {
  return `your ${DISCOUNT_OWNERS[accountType].toLowerCase()} price`;
}

/** Orders approved before this London time ('HH:mm') are printed the same day, unless a delivery service says otherwise. */
export const SAME_DAY_CUT_OFF = '16:00';

/** A customer's name as the shop shows it (the header, the account menu): first and last, either may be empty. */
export function customerName(firstName: string, lastName: string): string {
  return `${firstName} ${lastName}`.trim();
}

/**
 * A document title: 'Page | PrintShop London', the shop's own title for the home page (no page),
 * and a title that already names the shop as it is.
 */
export function pageTitle(page?: string): string {
  if (!page) return `${SHOP_NAME} | Same-day printing`;
  return page.includes(SHOP_NAME) ? page : `${page} | ${SHOP_NAME}`;
}

import { tz } from '@date-fns/tz';
import { format } from 'date-fns';

/** A discount code: a percentage off the goods (after the account's own discount), before VAT. */
export interface CouponRecord {
  code: string;
  percent: number;
  /** The last London calendar day it can be used, yyyy-MM-dd. */
  expires_at: string;
}

/** The seeded codes README and the tests name. */
export const DEMO_COUPONS = { valid: 'PRINT10', expired: 'SUMMER24' } as const;

export function seedCoupons(): CouponRecord[] {
  return [
    { code: DEMO_COUPONS.valid, percent: 10, expires_at: '2099-12-31' },
    { code: DEMO_COUPONS.expired, percent: 20, expires_at: '2024-08-31' },
  ];
}

export const COUPON_MESSAGES = {
  unknown: 'This coupon code is not valid.',
  expired: (coupon: CouponRecord) => `This coupon code expired on ${format(coupon.expires_at, 'dd/MM/yyyy')}.`,
} as const;

const LONDON = tz('Europe/London');

/** The coupon for a code as typed (any case), or why it cannot be used today. */
export function redeemable(coupons: readonly CouponRecord[], code: string, now: Date = new Date()): { coupon: CouponRecord } | { refusal: string } {
  const coupon = coupons.find((candidate) => candidate.code === code.trim().toUpperCase());
  if (!coupon) return { refusal: COUPON_MESSAGES.unknown };
  // ISO dates compare as text; the day ends at midnight in London, where the shop is.
  if (format(now, 'yyyy-MM-dd', { in: LONDON }) > coupon.expires_at) return { refusal: COUPON_MESSAGES.expired(coupon) };
  return { coupon };
}

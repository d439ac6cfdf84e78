import { describe, expect, it } from 'vitest';
import type { components } from '@bff/generated/upstream';
import { quoteProblem } from './quote-arithmetic';

type Quote = components['schemas']['OrderQuote'];
type Line = Quote['lines'][number];

const line = (overrides: Partial<Line>): Line => ({
  code: 'a',
  name: 'Business Cards',
  quantity: 250,
  net_price: '100.00',
  vat_percent: '20.00',
  vat_amount: '19.00',
  available: true,
  message: null,
  delivery_service: null,
  ...overrides,
});

/**
 * A business customer's order: cards £100 (20%) and zero-rated flyers £50; 5% account discount on
 * £150 is £7.50; delivery £9.95 whose VAT follows the standard-rated share (2/3): £1.33.
 * Line VAT: 100 x 0.95 x 20% = £19.00. total = 150 - 7.50 + 9.95 + 20.33 = 172.78.
 */
const quote = (overrides: Partial<Quote> = {}): Quote => ({
  lines: [line({}), line({ code: 'b', name: 'Flyers', net_price: '50.00', vat_percent: '0.00', vat_amount: '0.00' })],
  sub_total: '150.00',
  account_discount: '7.50',
  account_discount_percent: '5.00',
  coupon_code: null,
  coupon_discount: '0.00',
  coupon_discount_percent: '0.00',
  shipment_cost: '9.95',
  extra_price: '0.00',
  vat_amount: '20.33',
  total: '172.78',
  same_day_delivery: false,
  collection_info: null,
  payment_methods: ['card', 'invoice'],
  ...overrides,
});

const check = (candidate: Quote, shipment = 995) => quoteProblem(candidate, ['a', 'b'], shipment, '20.00');

describe('quoteProblem', () => {
  it('accepts a quote that adds up', () => {
    expect(check(quote())).toBeNull();
  });

  it.each([
    ['another line than asked for', quote({ lines: [line({}), line({ code: 'z', net_price: '50.00', vat_percent: '0.00', vat_amount: '0.00' })] }), 'the lines are not the ones asked for'],
    ['a total a penny out', quote({ total: '172.79' }), 'the total does not add up'],
    ['lines short of the sub-total', quote({ sub_total: '151.00', total: '173.78' }), 'the lines do not add up to the sub-total'],
    ['VAT on a zero-rated line', quote({ lines: [line({}), line({ code: 'b', net_price: '50.00', vat_percent: '0.00', vat_amount: '0.50' })] }), 'zero-rated line b charges VAT'],
    ['VAT on the undiscounted value', quote({ lines: [line({ vat_amount: '20.00' }), line({ code: 'b', net_price: '50.00', vat_percent: '0.00', vat_amount: '0.00' })] }), 'the VAT of line a does not follow its rate'],
    ['a discount above its percentage', quote({ account_discount: '20.00', total: '160.28' }), 'the account discount exceeds its percentage'],
    ['more VAT than the lines and delivery carry', quote({ vat_amount: '25.00', total: '177.45' }), 'the VAT does not match the lines, delivery and extras'],
    ['a price for a line that cannot be ordered', quote({ lines: [line({}), line({ code: 'b', available: false, net_price: '50.00', vat_percent: '0.00', vat_amount: '0.00' })] }), 'line b cannot be ordered but is charged'],
  ])('refuses %s', (_case, candidate, problem) => {
    expect(check(candidate)).toBe(problem);
  });

  it('refuses a delivery charge other than the shipment charge', () => {
    expect(check(quote(), 0)).toBe('the delivery charge differs from the shipment charge');
  });
});

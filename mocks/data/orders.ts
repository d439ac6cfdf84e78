import { DEMO_EMAILS } from './users';
import { COLLECTION_POINT } from './shipping';

/**
 * Orders as the mock keeps them: money in integer pence, every derived total computed once by
 * priceOrder() so an invoice always adds up, and a checkout quote gives the total its order will
 * have. The handlers convert to the contract's units.
 */

export const ORDER_TYPE = { web: 0, phone: 1, custom: 2 } as const;
export const ORDER_POLICY = { delivery: 0, clickAndCollect: 1 } as const;
export const ORDER_STATUS = { pending: 0, denied: 2, delivered: 3 } as const;
export type PaymentStatus = 'paid' | 'unpaid' | 'pending' | 'refunded';
export type OrderPolicy = (typeof ORDER_POLICY)[keyof typeof ORDER_POLICY];

/** Standard rate; leaflets, flyers, brochures and booklets are zero-rated (HMRC VAT Notice 701/10). */
export const STANDARD_VAT_PERCENT = 20;

export interface OrderLineInput {
  name: string;
  attributes?: { key: string; value: string }[];
  size?: { name: string; quantity: number }[];
  locations?: string[];
  color?: string | null;
  delivery_service: string | null;
  comment?: string | null;
  quantity: number;
  unit_price: number;
  /**
   * The line's exact net when it is more than unit price x quantity: a catalogue line priced like
   * price-check is its goods, extras and delivery service (unit_price is then only for display).
   */
  net_price?: number;
  vat_percent?: number;
  /** The print file uploaded for the line; null when the artwork comes later. */
  artwork_id?: string | null;
  /** The customer chose to send this line's artwork later: the shop is still waiting for it. */
  artwork_later?: boolean;
}

export interface OrderLine extends Required<Omit<OrderLineInput, 'color' | 'comment' | 'net_price' | 'artwork_id'>> {
  id: number;
  color: string | null;
  comment: string | null;
  net_price: number;
  vat_amount: number;
  artwork_id: string | null;
}

/** A custom (quoted) order line: free text instead of a catalogue variation. */
export interface CustomLineInput {
  title: string;
  details: string;
  delivery_note: string;
  quantity: number;
  unit_price: number;
  vat_percent?: number;
}

export interface CustomLine extends Required<CustomLineInput> {
  net_price: number;
  vat_amount: number;
}

export interface Address {
  first_name: string;
  last_name: string;
  address: string;
  city: string;
  postcode: string;
  /** Kept for the shop's staff; the invoice does not print them. */
  company?: string;
  phone?: string;
}

export interface CollectionInfo {
  name: string;
  address: string;
  city: string;
  post_code: string;
  country: string;
}

export interface OrderRecord {
  id: number;
  invoice_no: number;
  user_uuid: string | null;
  email: string;
  order_type: (typeof ORDER_TYPE)[keyof typeof ORDER_TYPE];
  order_policy: OrderPolicy;
  status: number;
  payment_status: PaymentStatus;
  payment_method: string;
  coupon_code: string | null;
  created_at: string;
  billing: Address;
  shipping: Address | null;
  collection_info: CollectionInfo | null;
  lines: OrderLine[];
  custom_lines: CustomLine[];
  sub_total: number;
  account_discount_percent: number;
  account_discount: number;
  coupon_discount_percent: number;
  coupon_discount: number;
  shipment_cost: number;
  extra_price: number;
  vat_percent: number;
  vat_amount: number;
  total: number;
}

/** What sets an order's price: the same input gives a quote and its placed order the same totals. */
export interface PricingInput {
  order_policy?: OrderPolicy;
  lines?: OrderLineInput[];
  custom_lines?: CustomLineInput[];
  account_discount_percent?: number;
  coupon_discount_percent?: number;
  shipment_cost?: number;
  /** Standard-rated extras such as an artwork check. */
  extra_price?: number;
}

export type OrderPricing = Pick<
  OrderRecord,
  | 'order_policy'
  | 'lines'
  | 'custom_lines'
  | 'sub_total'
  | 'account_discount_percent'
  | 'account_discount'
  | 'coupon_discount_percent'
  | 'coupon_discount'
  | 'shipment_cost'
  | 'extra_price'
  | 'vat_percent'
  | 'vat_amount'
  | 'total'
>;

interface OrderInput extends PricingInput {
  id: number;
  invoice_no: number;
  user_uuid?: string | null;
  email: string;
  order_type?: OrderRecord['order_type'];
  status?: number;
  payment_status?: PaymentStatus;
  payment_method?: string;
  coupon_code?: string | null;
  created_at: string;
  billing: Address;
  shipping?: Address | null;
}

const percentOf = (amount: number, percent: number) => Math.round((amount * percent) / 100);

/**
 * Discounts come off the goods before VAT (as on a UK VAT invoice): the account's first, then the
 * coupon on what is left, so each line's VAT is charged on its discounted value at the line's own
 * rate. Delivery follows the goods it carries: its VAT is apportioned by the standard-rated share of
 * the goods. total = goods - discounts + delivery + extras + VAT. Line ids start at `firstLineId`.
 */
export function priceOrder(input: PricingInput, firstLineId = 1): OrderPricing {
  const policy = input.order_policy ?? ORDER_POLICY.delivery;
  const lines: OrderLine[] = (input.lines ?? []).map((line, index) => ({
    id: firstLineId + index,
    attributes: [],
    size: [],
    locations: [],
    ...line,
    color: line.color ?? null,
    comment: line.comment ?? null,
    vat_percent: line.vat_percent ?? STANDARD_VAT_PERCENT,
    net_price: line.net_price ?? line.unit_price * line.quantity,
    vat_amount: 0,
    artwork_id: line.artwork_id ?? null,
    artwork_later: line.artwork_later ?? false,
  }));
  const customLines = (input.custom_lines ?? []).map((line) => ({
    ...line,
    vat_percent: line.vat_percent ?? STANDARD_VAT_PERCENT,
    net_price: line.unit_price * line.quantity,
    vat_amount: 0,
  }));
  const priced: { net_price: number; vat_percent: number; vat_amount: number }[] = [...lines, ...customLines];

  const subTotal = priced.reduce((sum, line) => sum + line.net_price, 0);
  const accountPercent = input.account_discount_percent ?? 0;
  const couponPercent = input.coupon_discount_percent ?? 0;
  const accountDiscount = percentOf(subTotal, accountPercent);
  const couponDiscount = percentOf(subTotal - accountDiscount, couponPercent);
  // Each line's VAT on its exact share of what is left, rounded half up once (a float share could land a
  // half penny on the wrong side).
  const left = BigInt(subTotal - accountDiscount - couponDiscount);
  for (const line of priced) {
    const denominator = BigInt(subTotal) * 100n;
    line.vat_amount = subTotal === 0 ? 0 : Number((2n * BigInt(line.net_price) * left * BigInt(line.vat_percent) + denominator) / (2n * denominator));
  }

  const shipmentCost = policy === ORDER_POLICY.clickAndCollect ? 0 : (input.shipment_cost ?? 0);
  const standardNet = priced.filter((line) => line.vat_percent > 0).reduce((sum, line) => sum + line.net_price, 0);
  const standardShare = subTotal === 0 ? 0 : standardNet / subTotal;
  const extraPrice = input.extra_price ?? 0;
  const vatAmount =
    priced.reduce((sum, line) => sum + line.vat_amount, 0) +
    percentOf(shipmentCost * standardShare, STANDARD_VAT_PERCENT) +
    percentOf(extraPrice, STANDARD_VAT_PERCENT);

  return {
    order_policy: policy,
    lines,
    custom_lines: customLines,
    sub_total: subTotal,
    account_discount_percent: accountPercent,
    account_discount: accountDiscount,
    coupon_discount_percent: couponPercent,
    coupon_discount: couponDiscount,
    shipment_cost: shipmentCost,
    extra_price: extraPrice,
    vat_percent: STANDARD_VAT_PERCENT,
    vat_amount: vatAmount,
    total: subTotal - accountDiscount - couponDiscount + shipmentCost + extraPrice + vatAmount,
  };
}

export function createOrder(input: OrderInput): OrderRecord {
  const pricing = priceOrder(input, input.id * 100 + 1);
  const collected = pricing.order_policy === ORDER_POLICY.clickAndCollect;
  return {
    ...pricing,
    id: input.id,
    invoice_no: input.invoice_no,
    user_uuid: input.user_uuid ?? null,
    email: input.email,
    order_type: input.order_type ?? ORDER_TYPE.web,
    status: input.status ?? ORDER_STATUS.pending,
    payment_status: input.payment_status ?? 'paid',
    payment_method: input.payment_method ?? 'Card',
    coupon_code: input.coupon_code ?? null,
    created_at: input.created_at,
    billing: input.billing,
    shipping: collected ? null : (input.shipping ?? input.billing),
    collection_info: collected ? COLLECTION_POINT : null,
  };
}

const olivia: Address = { first_name: 'Olivia', last_name: 'Bennett', address: '14 Cleveland Street', city: 'London', postcode: 'W1T 4JB' };
const brickfield: Address = { first_name: 'James', last_name: 'Carter', address: 'Unit 3, 27 Bermondsey Street', city: 'London', postcode: 'SE1 3XF' };
const inkwell: Address = { first_name: 'Sophie', last_name: 'Turner', address: '88 Curtain Road', city: 'London', postcode: 'EC2A 3AA' };
const margaret: Address = { first_name: 'Margaret', last_name: 'Osei', address: '5 Mare Street', city: 'London', postcode: 'E8 4RP' };
const priya: Address = { first_name: 'Priya', last_name: 'Shah', address: '210 Upper Street', city: 'London', postcode: 'N1 1RQ' };
const leo: Address = { first_name: 'Leo', last_name: 'Nguyen', address: 'Flat 6, 33 Camberwell Grove', city: 'London', postcode: 'SE5 8JA' };
const guest: Address = { first_name: 'Tom', last_name: 'Fletcher', address: '9 Kingsland Road', city: 'London', postcode: 'E2 8AA' };

/** Uuids of the seeded users the orders belong to (see users.ts). */
const OWNER = {
  olivia: '5f1c2a7e-3b4d-4c8e-9a61-0d2f7b9e4a11',
  james: 'e2d95b3a-7f14-4b6c-a0e8-4c6f1d2b9e44',
  sophie: '0b6f4c28-9e3a-4d71-8b25-7a1e6c9d5f55',
  leo: '7d2a8f53-1c9e-4e06-a3b7-5f8d0b2c6a66',
  margaret: '3e9c6b14-8a2f-4d5e-9c01-6b7a3e8f1d77',
  priya: '9f0d3a65-4b7c-4a28-b6e9-2d1c8f5a0e88',
};

export const GUEST_ORDER_EMAIL = 'tom.fletcher@example.com';

/** Olivia's earlier, simpler orders: enough history for My Orders to have a second page. */
const OLIVIA_REORDERS: OrderLineInput[] = [
  { name: 'Standard Business Cards', attributes: [{ key: 'Paper', value: '400gsm Silk' }], delivery_service: 'Standard (5-7 working days)', quantity: 250, unit_price: 9 },
  { name: 'A6 Postcards', attributes: [{ key: 'Paper', value: '350gsm Silk' }], delivery_service: 'Standard (5-7 working days)', quantity: 100, unit_price: 32 },
  { name: 'A4 Letterheads', attributes: [{ key: 'Paper', value: '120gsm Bond' }], delivery_service: 'Next working day', quantity: 500, unit_price: 11 },
  { name: 'A5 Flyers', attributes: [{ key: 'Paper', value: '130gsm Gloss' }], delivery_service: 'Standard (5-7 working days)', quantity: 500, unit_price: 8, vat_percent: 0 },
  { name: 'Canvas Prints', attributes: [{ key: 'Size', value: '16 x 20 in' }], delivery_service: 'Express (2 working days)', quantity: 1, unit_price: 3999 },
  { name: 'Greeting Cards', attributes: [{ key: 'Size', value: 'A6 folded' }], delivery_service: 'Standard (5-7 working days)', quantity: 50, unit_price: 89 },
  { name: 'A3 Posters', attributes: [{ key: 'Paper', value: '200gsm Satin' }], delivery_service: 'Next working day', quantity: 10, unit_price: 450 },
  { name: 'Round Stickers', attributes: [{ key: 'Shape', value: 'Circle, 37 mm' }], delivery_service: 'Standard (5-7 working days)', quantity: 500, unit_price: 6 },
  { name: 'A5 Booklets', attributes: [{ key: 'Pages', value: '16' }], delivery_service: 'Express (2 working days)', quantity: 50, unit_price: 310, vat_percent: 0 },
];

function oliviaHistory(): OrderRecord[] {
  return OLIVIA_REORDERS.map((line, index) =>
    createOrder({
      id: 100 + index,
      invoice_no: 9412 + index * 83,
      user_uuid: OWNER.olivia,
      email: DEMO_EMAILS.verified,
      status: ORDER_STATUS.delivered,
      created_at: new Date(Date.UTC(2023, 9 + index, 3 + index * 2, 10 + (index % 6), 12 + index)).toISOString(),
      billing: olivia,
      shipment_cost: 0,
      lines: [line],
    }),
  );
}

export function seedOrders(): OrderRecord[] {
  return [
    ...oliviaHistory(),
    createOrder({
      id: 1,
      invoice_no: 10231,
      user_uuid: OWNER.olivia,
      email: DEMO_EMAILS.verified,
      status: ORDER_STATUS.delivered,
      created_at: '2024-10-08T09:14:27.000Z',
      billing: olivia,
      shipment_cost: 0,
      lines: [
        {
          name: 'Standard Business Cards',
          attributes: [
            { key: 'Size', value: '85 x 55 mm' },
            { key: 'Paper', value: '400gsm Silk' },
            { key: 'Printed sides', value: 'Double sided' },
            { key: 'Finish', value: 'Matt lamination' },
          ],
          delivery_service: 'Next working day',
          comment: 'Please match the teal to Pantone 7712 C.',
          quantity: 500,
          unit_price: 7,
        },
        {
          name: 'A5 Flyers',
          attributes: [
            { key: 'Size', value: 'A5 (148 x 210 mm)' },
            { key: 'Paper', value: '170gsm Gloss' },
            { key: 'Printed sides', value: 'Double sided' },
          ],
          delivery_service: 'Next working day',
          quantity: 1000,
          unit_price: 6,
          vat_percent: 0,
        },
      ],
    }),
    createOrder({
      id: 2,
      invoice_no: 10388,
      user_uuid: OWNER.olivia,
      email: DEMO_EMAILS.verified,
      order_policy: ORDER_POLICY.clickAndCollect,
      status: ORDER_STATUS.pending,
      payment_method: 'PayPal',
      coupon_code: 'WELCOME10',
      coupon_discount_percent: 10,
      created_at: '2025-01-17T15:42:05.000Z',
      billing: olivia,
      lines: [
        {
          name: 'Personalised T-Shirts',
          attributes: [
            { key: 'Garment', value: 'Gildan Softstyle' },
            { key: 'Print method', value: 'Screen print' },
          ],
          size: [
            { name: 'S', quantity: 5 },
            { name: 'M', quantity: 10 },
            { name: 'L', quantity: 8 },
            { name: 'XL', quantity: 2 },
          ],
          locations: ['Front', 'Back'],
          color: 'Navy',
          delivery_service: 'Same day (order by 16:00)',
          comment: 'Collecting Friday afternoon.',
          quantity: 25,
          unit_price: 895,
        },
      ],
    }),
    createOrder({
      id: 3,
      invoice_no: 10412,
      user_uuid: OWNER.olivia,
      email: DEMO_EMAILS.verified,
      order_type: ORDER_TYPE.custom,
      status: ORDER_STATUS.delivered,
      payment_method: 'Bank transfer',
      created_at: '2025-02-03T11:05:48.000Z',
      billing: olivia,
      shipment_cost: 1495,
      custom_lines: [
        {
          title: 'Wedding stationery set',
          details: '120 folded invitations, 150gsm pearlescent card, gold foil names, with kraft envelopes.',
          delivery_note: 'Deliver to the back door; ring the bell twice.',
          quantity: 120,
          unit_price: 185,
        },
        {
          title: 'Order of service booklets',
          details: '8-page A5 booklets, 130gsm silk, saddle stitched.',
          delivery_note: 'Pack separately from the invitations.',
          quantity: 100,
          unit_price: 120,
          vat_percent: 0,
        },
      ],
    }),
    createOrder({
      id: 4,
      invoice_no: 10455,
      user_uuid: OWNER.james,
      email: DEMO_EMAILS.business,
      status: ORDER_STATUS.delivered,
      payment_method: 'Invoice (30 days)',
      payment_status: 'paid',
      account_discount_percent: 5,
      coupon_code: 'SPRING15',
      coupon_discount_percent: 15,
      created_at: '2025-03-12T08:31:19.000Z',
      billing: brickfield,
      shipment_cost: 0,
      extra_price: 500,
      lines: [
        {
          name: 'Roller Banner',
          attributes: [
            { key: 'Size', value: '850 x 2000 mm' },
            { key: 'Material', value: '440gsm PVC' },
            { key: 'Stand', value: 'Economy roller with carry bag' },
          ],
          delivery_service: 'Express (2 working days)',
          quantity: 2,
          unit_price: 6900,
        },
        {
          name: 'Tri-fold Brochures',
          attributes: [
            { key: 'Size', value: 'A4 folded to DL' },
            { key: 'Paper', value: '150gsm Silk' },
          ],
          delivery_service: 'Express (2 working days)',
          comment: 'Artwork check requested.',
          quantity: 500,
          unit_price: 22,
          vat_percent: 0,
        },
      ],
    }),
    createOrder({
      id: 5,
      invoice_no: 10467,
      user_uuid: OWNER.james,
      email: DEMO_EMAILS.business,
      status: ORDER_STATUS.denied,
      payment_status: 'refunded',
      account_discount_percent: 5,
      created_at: '2025-03-19T13:02:44.000Z',
      billing: brickfield,
      shipment_cost: 0,
      lines: [
        {
          name: 'Paper Carrier Bags',
          attributes: [
            { key: 'Size', value: 'Medium (320 x 400 x 110 mm)' },
            { key: 'Handle', value: 'Twisted paper' },
            { key: 'Print', value: '1 colour, 1 side' },
          ],
          color: 'Kraft brown',
          delivery_service: 'Standard (5-7 working days)',
          comment: 'Artwork was low resolution: order denied, refunded in full.',
          quantity: 250,
          unit_price: 96,
        },
      ],
    }),
    createOrder({
      id: 6,
      invoice_no: 10502,
      user_uuid: OWNER.sophie,
      email: DEMO_EMAILS.reseller,
      status: ORDER_STATUS.pending,
      payment_status: 'unpaid',
      payment_method: 'Invoice (30 days)',
      account_discount_percent: 15,
      created_at: '2025-04-02T10:18:00.000Z',
      billing: inkwell,
      shipping: { first_name: 'Marcus', last_name: 'Webb', address: '3 Exmouth Market', city: 'London', postcode: 'EC1R 4QL' },
      shipment_cost: 0,
      lines: [
        {
          name: 'Foamex Boards',
          attributes: [
            { key: 'Size', value: 'A1 (594 x 841 mm)' },
            { key: 'Thickness', value: '5 mm' },
          ],
          delivery_service: 'Next working day',
          comment: 'Unbranded delivery, please.',
          quantity: 4,
          unit_price: 3450,
        },
        {
          name: 'Premium Business Cards',
          attributes: [
            { key: 'Paper', value: '600gsm Uncoated' },
            { key: 'Finish', value: 'Gold foil' },
          ],
          delivery_service: 'Next working day',
          quantity: 250,
          unit_price: 28,
        },
      ],
    }),
    createOrder({
      id: 7,
      invoice_no: 10519,
      user_uuid: OWNER.leo,
      email: DEMO_EMAILS.student,
      order_policy: ORDER_POLICY.clickAndCollect,
      status: ORDER_STATUS.delivered,
      created_at: '2025-04-14T16:47:33.000Z',
      billing: leo,
      lines: [
        {
          name: 'A1 Poster Printing',
          attributes: [
            { key: 'Paper', value: '200gsm Satin' },
            { key: 'Orientation', value: 'Portrait' },
          ],
          delivery_service: 'Same day (order by 16:00)',
          comment: 'Degree show poster.',
          quantity: 3,
          unit_price: 1850,
        },
      ],
    }),
    createOrder({
      id: 8,
      invoice_no: 10533,
      user_uuid: OWNER.margaret,
      email: DEMO_EMAILS.phoneCall,
      order_type: ORDER_TYPE.phone,
      status: ORDER_STATUS.pending,
      payment_status: 'unpaid',
      payment_method: 'Card over the phone',
      created_at: '2025-04-22T12:10:09.000Z',
      billing: margaret,
      shipment_cost: 1495,
      lines: [
        {
          name: 'Printed Mugs',
          attributes: [
            { key: 'Mug', value: '11oz white ceramic' },
            { key: 'Print', value: 'Full wrap' },
          ],
          delivery_service: 'Same day courier (London)',
          comment: 'Photo supplied by email.',
          quantity: 12,
          unit_price: 799,
        },
      ],
    }),
    createOrder({
      id: 9,
      invoice_no: 10540,
      user_uuid: OWNER.priya,
      email: DEMO_EMAILS.phoneAccount,
      order_type: ORDER_TYPE.phone,
      status: ORDER_STATUS.delivered,
      payment_method: 'Account',
      account_discount_percent: 5,
      created_at: '2025-04-28T09:55:12.000Z',
      billing: priya,
      shipment_cost: 0,
      lines: [
        {
          name: 'Estate Agent Boards',
          attributes: [
            { key: 'Size', value: '600 x 800 mm' },
            { key: 'Material', value: '4 mm Correx' },
          ],
          color: 'White',
          delivery_service: 'Next working day',
          quantity: 20,
          unit_price: 1275,
        },
        {
          name: 'Property Leaflets',
          attributes: [
            { key: 'Size', value: 'DL (99 x 210 mm)' },
            { key: 'Paper', value: '130gsm Gloss' },
          ],
          delivery_service: 'Next working day',
          quantity: 2500,
          unit_price: 3,
          vat_percent: 0,
        },
      ],
    }),
    createOrder({
      id: 10,
      invoice_no: 10561,
      email: GUEST_ORDER_EMAIL,
      status: ORDER_STATUS.pending,
      created_at: '2025-05-06T14:20:51.000Z',
      billing: guest,
      shipment_cost: 0,
      lines: [
        {
          name: 'Vinyl Stickers',
          attributes: [
            { key: 'Shape', value: 'Circle, 50 mm' },
            { key: 'Finish', value: 'Gloss, waterproof' },
          ],
          delivery_service: 'Standard (5-7 working days)',
          quantity: 200,
          unit_price: 18,
        },
      ],
    }),
  ];
}

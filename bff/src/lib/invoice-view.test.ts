import { describe, expect, it } from 'vitest';
import type { components } from '@bff/generated/upstream';
import { statusLabel, toInvoiceView, toTrackedOrder } from './invoice-view';

type Invoice = components['schemas']['Invoice'];

/** An upstream invoice as the contract describes it (pounds as strings, UTC timestamps). */
function invoice(overrides: Partial<Invoice> = {}): Invoice {
  return {
    id: 7,
    invoice_no: 1042,
    order_type: 0,
    order_policy: 0,
    status: 3,
    payment_status: 'paid',
    payment_method: 'Card',
    total: '151.90',
    created_at: '2025-03-14T10:32:05+00:00',
    email: 'olivia.bennett@example.com',
    bill_first_name: 'Olivia',
    bill_last_name: 'Bennett',
    bill_address: '14 Cleveland Street',
    bill_city: 'London',
    bill_postcode: 'W1T 4JB',
    ship_first_name: 'Olivia',
    ship_last_name: 'Bennett',
    ship_address: '2 Dean Street',
    ship_city: 'London',
    ship_postcode: 'W1D 3RP',
    sub_total: '130.00',
    account_discount: '6.50',
    account_discount_percent: '5.00',
    coupon_code: 'SPRING10',
    coupon_discount: '12.35',
    coupon_discount_percent: '10.00',
    shipment_cost: '9.99',
    vat_percent: '20.00',
    vat_amount: '20.76',
    extra_price: '10.00',
    order_detail: [
      {
        id: 1,
        variation: { name: 'Printed T-Shirts' },
        json_data: {
          attributes: [{ key: 'Fabric', value: '100% cotton' }],
          size: [
            { name: 'M', quantity: 6 },
            { name: 'L', quantity: 4 },
          ],
          locations: ['Front', 'Left chest'],
          color: { name: 'Navy' },
        },
        delivery_service: { title: 'Next working day' },
        comment: 'Logo centred, please',
        quantity: 10,
        unit_price: '8.50',
        net_price: '85.00',
        vat_percent: '20.00',
        vat_amount: '15.27',
      },
      {
        id: 2,
        variation: { name: 'A5 Flyers' },
        json_data: { attributes: [], size: [], locations: [], color: null },
        delivery_service: null,
        comment: null,
        quantity: 500,
        unit_price: '0.09',
        net_price: '45.00',
        vat_percent: '0.00',
        vat_amount: '0.00',
      },
    ],
    invoice_json: null,
    collection_info: null,
    ...overrides,
  };
}

describe('toInvoiceView', () => {
  it('numbers the invoice as # plus 8 digits and converts every amount to integer pence', () => {
    const view = toInvoiceView(invoice(), 'business');
    expect(view.invoiceNo).toBe('#00001042');
    expect(view.invoiceNumber).toBe(1042);
    expect(view).toMatchObject({
      subTotal: 13000,
      accountDiscount: 650,
      accountDiscountPercent: 5,
      accountDiscountLabel: 'Business discount (5%)',
      couponCode: 'SPRING10',
      couponDiscount: 1235,
      couponDiscountPercent: 10,
      shippingCost: 999,
      extraPrice: 1000,
      vatPercent: 20,
      vatAmount: 2076,
      total: 15190,
    });
  });

  it('keeps each line with attributes, sizes, locations, colour, delivery service, comment, prices and its own VAT rate', () => {
    const [shirts, flyers] = toInvoiceView(invoice(), null).lines;
    expect(shirts).toEqual({
      name: 'Printed T-Shirts',
      attributes: [{ key: 'Fabric', value: '100% cotton' }],
      sizes: [
        { name: 'M', quantity: 6 },
        { name: 'L', quantity: 4 },
      ],
      locations: ['Front', 'Left chest'],
      colour: 'Navy',
      deliveryService: 'Next working day',
      comment: 'Logo centred, please',
      quantity: 10,
      unitPrice: 850,
      netPrice: 8500,
      vatPercent: 20,
      vatAmount: 1527,
      awaitingArtwork: false,
    });
    expect(flyers).toMatchObject({ colour: null, deliveryService: null, unitPrice: 9, netPrice: 4500, vatPercent: 0, vatAmount: 0 });
  });

  it('marks the lines whose artwork the shop still waits for (an upstream that does not say waits for none)', () => {
    const [shirts, flyers] = invoice().order_detail;
    const view = toInvoiceView(invoice({ order_detail: [{ ...shirts!, awaiting_artwork: true }, flyers!] }), null);
    expect(view.lines.map((line) => line.awaitingArtwork)).toEqual([true, false]);
  });

  it('formats dates as dd.MM.yyyy h:mm:ss in London time, keeping the ISO', () => {
    expect(toInvoiceView(invoice(), null).createdAt).toEqual({ iso: '2025-03-14T10:32:05+00:00', text: '14.03.2025 10:32:05 am' });
    // British Summer Time: 23:30 UTC is already the next day in London.
    expect(toInvoiceView(invoice({ created_at: '2024-07-01T23:30:00+00:00' }), null).createdAt.text).toBe('02.07.2024 12:30:00 am');
  });

  it('shows a custom order with its invoice_json lines', () => {
    const view = toInvoiceView(
      invoice({
        order_type: 2,
        order_detail: [],
        invoice_json: [
          {
            title: 'Exhibition stand',
            details: '3 x 2 m pop-up, printed both sides',
            delivery_note: 'Deliver to Hall 4 by 8 am',
            quantity: 1,
            unit_price: '650.00',
            net_price: '650.00',
            vat_percent: '20.00',
            vat_amount: '130.00',
          },
        ],
      }),
      null,
    );
    expect(view.orderType).toBe('custom');
    expect(view.lines).toEqual([]);
    expect(view.customLines).toEqual([
      {
        title: 'Exhibition stand',
        details: '3 x 2 m pop-up, printed both sides',
        deliveryNote: 'Deliver to Hall 4 by 8 am',
        quantity: 1,
        unitPrice: 65000,
        netPrice: 65000,
        vatPercent: 20,
        vatAmount: 13000,
      },
    ]);
  });

  it('gives click and collect the collection point and no delivery address', () => {
    const view = toInvoiceView(
      invoice({
        order_policy: 1,
        collection_info: { name: 'Clerkenwell counter', address: '41 Farringdon Road', city: 'London', post_code: 'EC1M 3JB', country: 'United Kingdom' },
      }),
      null,
    );
    expect(view.orderPolicy).toBe('collection');
    expect(view.shipping).toBeNull();
    expect(view.collection).toEqual({ name: 'Clerkenwell counter', address: '41 Farringdon Road', city: 'London', postcode: 'EC1M 3JB', country: 'United Kingdom' });
  });
});

describe('order status and tracking row', () => {
  it.each([
    [0, 'Pending'],
    [3, 'Delivered'],
    [2, 'Denied'],
    [1, '--'],
    [7, '--'],
  ] as const)('status %i reads %s', (code, label) => {
    expect(statusLabel(code)).toBe(label);
  });

  it('builds the tracking row with a dd/MM/yyyy London date', () => {
    expect(toTrackedOrder(invoice({ created_at: '2024-07-01T23:30:00+00:00', status: 0, payment_status: 'unpaid' }))).toEqual({
      invoiceNo: '#00001042',
      total: 15190,
      paymentMethod: 'Card',
      status: 'Pending',
      paymentStatus: 'Unpaid',
      date: '02/07/2024',
    });
  });
});

import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createInvoice, createLine } from '../test/invoice-fixtures';
import { ARTWORK_TO_SEND, InvoiceDocument } from './invoice-document';

/** The value shown beside a label in a definition list (header terms, line facts, totals). */
function valueOf(container: HTMLElement, label: string): string | null | undefined {
  const term = within(container).getByText(label, { selector: 'dt' });
  return term.parentElement?.querySelector('dd')?.textContent;
}

describe('InvoiceDocument', () => {
  it('heads the invoice with its number, London date, order type, statuses, payment method and email', () => {
    render(<InvoiceDocument invoice={createInvoice()} />);
    const invoice = screen.getByRole('article', { name: 'Invoice #00010231' });
    expect(within(invoice).getByText('08.10.2024 10:14:27 am').closest('time')).toHaveAttribute('datetime', '2024-10-08T09:14:27.000Z');
    expect(invoice).toHaveTextContent('Web order');
    expect(valueOf(invoice, 'Order status')).toBe('Delivered');
    expect(valueOf(invoice, 'Payment')).toBe('Paid');
    expect(valueOf(invoice, 'Payment method')).toBe('Card');
    expect(valueOf(invoice, 'Email')).toBe('olivia.bennett@example.com');
  });

  it('shows billing and delivery names, addresses and postcodes', () => {
    render(<InvoiceDocument invoice={createInvoice()} />);
    const billing = screen.getByRole('region', { name: 'Billing address' });
    expect(billing).toHaveTextContent('Olivia Bennett14 Cleveland StreetLondonW1T 4JB');
    const delivery = screen.getByRole('region', { name: 'Delivery address' });
    expect(delivery).toHaveTextContent('Marcus Webb3 Exmouth MarketLondonEC1R 4QL');
    expect(screen.queryByRole('region', { name: 'Click and collect' })).not.toBeInTheDocument();
  });

  it('shows where a click-and-collect order is picked up instead of a delivery address', () => {
    const collection = { name: 'PrintShop London Ltd', address: 'Unit 4, 27 Old Street', city: 'London', postcode: 'EC1V 9HL', country: 'United Kingdom' };
    render(<InvoiceDocument invoice={createInvoice({ orderPolicy: 'collection', shipping: null, collection, shippingCost: 0 })} />);
    const point = screen.getByRole('region', { name: 'Click and collect' });
    expect(point).toHaveTextContent('PrintShop London LtdUnit 4, 27 Old StreetLondonEC1V 9HLUnited Kingdom');
    expect(screen.queryByRole('region', { name: 'Delivery address' })).not.toBeInTheDocument();
    expect(valueOf(document.body, 'Shipping (click and collect)')).toBe('£0.00');
  });

  it('lists each line with its attributes, sizes, locations, colour, delivery service, comment, quantity and prices', () => {
    const tshirts = createLine({
      name: 'Personalised T-Shirts',
      attributes: [{ key: 'Print method', value: 'Screen print' }],
      sizes: [
        { name: 'S', quantity: 5 },
        { name: 'M', quantity: 10 },
      ],
      locations: ['Front', 'Back'],
      colour: 'Navy',
      deliveryService: 'Same day (order by 16:00)',
      comment: 'Collecting Friday afternoon.',
      quantity: 15,
      unitPrice: 895,
      netPrice: 13_425,
      vatAmount: 2_685,
    });
    const flyers = createLine({ name: 'A5 Flyers', attributes: [], comment: null, quantity: 1000, unitPrice: 6, netPrice: 6_000, vatPercent: 0, vatAmount: 0 });
    render(<InvoiceDocument invoice={createInvoice({ lines: [tshirts, flyers] })} />);

    const table = screen.getByRole('table', { name: 'Items' });
    const [, first, second] = within(table).getAllByRole('row');
    const cells = within(first!).getAllByRole('cell');
    expect(cells[0]).toHaveTextContent('Personalised T-Shirts');
    expect(valueOf(cells[0]!, 'Print method:')).toBe('Screen print');
    expect(valueOf(cells[0]!, 'Sizes:')).toBe('S × 5, M × 10');
    expect(valueOf(cells[0]!, 'Print locations:')).toBe('Front, Back');
    expect(valueOf(cells[0]!, 'Colour:')).toBe('Navy');
    expect(valueOf(cells[0]!, 'Delivery service:')).toBe('Same day (order by 16:00)');
    expect(valueOf(cells[0]!, 'Comment:')).toBe('Collecting Friday afternoon.');
    expect(cells.slice(1).map((cell) => cell.textContent)).toEqual(['15', '£8.95', '£134.25', '£26.85 (20%)']);
    // A zero-rated line states its own rate.
    expect(within(second!).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['A5 FlyersDelivery service: Next working day', '1,000', '£0.06', '£60.00', '£0.00 (0%)']);
  });

  it("lists a custom order's invoice_json lines with title, details and delivery note", () => {
    const customLines = [
      { title: 'Wedding stationery set', details: '120 folded invitations, gold foil.', deliveryNote: 'Ring the bell twice.', quantity: 120, unitPrice: 185, netPrice: 22_200, vatPercent: 20, vatAmount: 4_440 },
    ];
    render(<InvoiceDocument invoice={createInvoice({ orderType: 'custom', lines: [], customLines })} />);
    expect(screen.queryByRole('table', { name: 'Items' })).not.toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Custom order' });
    const cells = within(within(table).getAllByRole('row')[1]!).getAllByRole('cell');
    expect(cells[0]).toHaveTextContent('Wedding stationery set120 folded invitations, gold foil.');
    expect(valueOf(cells[0]!, 'Delivery note:')).toBe('Ring the bell twice.');
    expect(cells.slice(1).map((cell) => cell.textContent)).toEqual(['120', '£1.85', '£222.00', '£44.40 (20%)']);
  });

  it('marks a line whose artwork is still to come, and says how to send it', () => {
    render(<InvoiceDocument invoice={createInvoice({ lines: [createLine({ name: 'Flyers', awaitingArtwork: true }), createLine({ name: 'Business Cards' })] })} />);
    const [, awaiting, received] = within(screen.getByRole('table', { name: 'Items' })).getAllByRole('row');
    expect(awaiting).toHaveTextContent('Flyers');
    expect(valueOf(awaiting!, 'Artwork:')).toBe(ARTWORK_TO_SEND);
    expect(within(received!).queryByText('Artwork:')).not.toBeInTheDocument();
  });

  it("totals with sub total, both discounts (the account's named for its kind) with a true minus sign as checkout writes them, shipping, extra price, VAT and total", () => {
    render(<InvoiceDocument invoice={createInvoice()} />);
    const body = document.body;
    expect(valueOf(body, 'Sub total')).toBe('£100.00');
    expect(valueOf(body, 'Business discount (5%)')).toBe('\u2212£5.00');
    expect(valueOf(body, 'Coupon discount (SPRING15, 15%)')).toBe('\u2212£14.25');
    expect(valueOf(body, 'Shipping')).toBe('£9.95');
    expect(valueOf(body, 'Extra price')).toBe('£5.00');
    expect(valueOf(body, 'VAT (20%)')).toBe('£24.30');
    expect(valueOf(body, 'Total')).toBe('£120.00');
  });

  it('leaves out a discount the order did not get, as checkout does', () => {
    render(
      <InvoiceDocument
        invoice={createInvoice({ accountDiscount: 0, accountDiscountPercent: 0, accountDiscountLabel: 'Account discount (0%)', couponCode: null, couponDiscount: 0, couponDiscountPercent: 0 })}
      />,
    );
    expect(screen.queryByText(/discount/i)).not.toBeInTheDocument();
    expect(valueOf(document.body, 'Shipping')).toBe('£9.95');
  });

  it('marks itself as the part of the page that prints', () => {
    render(<InvoiceDocument invoice={createInvoice()} />);
    expect(screen.getByRole('article')).toHaveAttribute('data-printable-invoice');
  });
});

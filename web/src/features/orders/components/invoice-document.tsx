import { useId, type ReactNode } from 'react';
import { formatPence } from '@web/lib/money';
import { SHOP_NAME } from '@bff/shared/shop';
import type { CollectionPoint, InvoiceAddress, InvoiceLine, InvoiceView } from '../api/order-queries';
import { ORDER_TYPE_LABELS, paymentTone, sizesText, statusTone } from '../order-labels';
import { StatusBadge } from './status-badge';
import styles from './invoice-document.module.css';

interface InvoiceDocumentProps {
  invoice: InvoiceView;
}

/**
 * One invoice with every field (Order): number, date, payment, addresses
 * or the collection point, the lines (catalogue or custom) and the totals. It is also what prints:
 * the print stylesheet keeps this element alone on the page.
 */
export function InvoiceDocument({ invoice }: InvoiceDocumentProps) {
  const titleId = useId();
  return (
    <article className={styles.document} aria-labelledby={titleId} data-printable-invoice>
      <header className={styles.head}>
        <div>
          <p className={styles.shop}>{SHOP_NAME}</p>
          <h3 id={titleId} className={styles.title}>
            Invoice <span className={styles.number}>{invoice.invoiceNo}</span>
          </h3>
          <p className={styles.muted}>{ORDER_TYPE_LABELS[invoice.orderType]}</p>
        </div>
        <dl className={styles.meta}>
          <Term label="Date">
            <time dateTime={invoice.createdAt.iso}>{invoice.createdAt.text}</time>
          </Term>
          <Term label="Order status">
            <StatusBadge tone={statusTone(invoice.status.label)}>{invoice.status.label}</StatusBadge>
          </Term>
          <Term label="Payment">
            <StatusBadge tone={paymentTone(invoice.paymentStatus)}>{invoice.paymentStatus}</StatusBadge>
          </Term>
          <Term label="Payment method">{invoice.paymentMethod}</Term>
          <Term label="Email">{invoice.email}</Term>
        </dl>
      </header>

      <div className={styles.parties}>
        <section className={styles.party} aria-label="Billing address">
          <h4 className={styles.partyTitle}>Billing address</h4>
          <PostalAddress address={invoice.billing} />
        </section>
        {invoice.collection ? (
          <section className={styles.party} aria-label="Click and collect">
            <h4 className={styles.partyTitle}>Click and collect</h4>
            <CollectionAddress point={invoice.collection} />
          </section>
        ) : (
          <section className={styles.party} aria-label="Delivery address">
            <h4 className={styles.partyTitle}>Delivery address</h4>
            {invoice.shipping ? <PostalAddress address={invoice.shipping} /> : <p className={styles.muted}>Same as billing address</p>}
          </section>
        )}
      </div>

      {invoice.lines.length > 0 && (
        <LinesTable caption="Items">
          {invoice.lines.map((line, index) => (
            <PricedRow key={index} line={line}>
              <p className={styles.itemName}>{line.name}</p>
              <LineDetails line={line} />
            </PricedRow>
          ))}
        </LinesTable>
      )}

      {invoice.customLines.length > 0 && (
        <LinesTable caption="Custom order">
          {invoice.customLines.map((line, index) => (
            <PricedRow key={index} line={line}>
              <p className={styles.itemName}>{line.title}</p>
              <p className={styles.details}>{line.details}</p>
              {line.deliveryNote && (
                <dl className={styles.facts}>
                  <Fact label="Delivery note">{line.deliveryNote}</Fact>
                </dl>
              )}
            </PricedRow>
          ))}
        </LinesTable>
      )}

      <Totals invoice={invoice} />
    </article>
  );
}

function Term({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={styles.term}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

function PostalAddress({ address }: { address: InvoiceAddress }) {
  return (
    <address className={styles.address}>
      <span className={styles.name}>
        {address.firstName} {address.lastName}
      </span>
      <span>{address.address}</span>
      <span>{address.city}</span>
      <span>{address.postcode}</span>
    </address>
  );
}

/** Where a click-and-collect order is picked up: name, address, city, postcode, country. */
export function CollectionAddress({ point }: { point: CollectionPoint }) {
  return (
    <>
      <p className={styles.muted}>Collect your order from:</p>
      <address className={styles.address}>
        <span className={styles.name}>{point.name}</span>
        <span>{point.address}</span>
        <span>{point.city}</span>
        <span>{point.postcode}</span>
        <span>{point.country}</span>
      </address>
    </>
  );
}

function LinesTable({ caption, children }: { caption: string; children: ReactNode }) {
  return (
    <table className={styles.lines}>
      <caption className={styles.caption}>{caption}</caption>
      <thead className={styles.linesHead}>
        <tr>
          <th scope="col">Item</th>
          <th scope="col" className={styles.num}>
            Qty
          </th>
          <th scope="col" className={styles.num}>
            Unit price
          </th>
          <th scope="col" className={styles.num}>
            Net price
          </th>
          <th scope="col" className={styles.num}>
            VAT
          </th>
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  );
}

type PricedLine = Pick<InvoiceLine, 'quantity' | 'unitPrice' | 'netPrice' | 'vatPercent' | 'vatAmount'>;

/** A line's description cell, then its quantity and prices (labelled for the stacked small-screen layout). */
function PricedRow({ line, children }: { line: PricedLine; children: ReactNode }) {
  return (
    <tr>
      <td className={styles.item}>{children}</td>
      <td className={styles.num} data-label="Qty">
        {line.quantity.toLocaleString('en-GB')}
      </td>
      <td className={styles.num} data-label="Unit price">
        {formatPence(line.unitPrice)}
      </td>
      <td className={styles.num} data-label="Net price">
        {formatPence(line.netPrice)}
      </td>
      <td className={styles.num} data-label="VAT">
        {formatPence(line.vatAmount)} <span className={styles.rate}>({line.vatPercent}%)</span>
      </td>
    </tr>
  );
}

/** A line ordered with its artwork to follow: printing waits for it, and the order has no upload step left. */
export const ARTWORK_TO_SEND = 'Still to send: reply to your order confirmation email with the files attached, quoting the order number';

function LineDetails({ line }: { line: InvoiceLine }) {
  return (
    <dl className={styles.facts}>
      {line.attributes.map(({ key, value }) => (
        <Fact key={key} label={key}>
          {value}
        </Fact>
      ))}
      {line.sizes.length > 0 && <Fact label="Sizes">{sizesText(line.sizes)}</Fact>}
      {line.locations.length > 0 && <Fact label="Print locations">{line.locations.join(', ')}</Fact>}
      {line.colour && <Fact label="Colour">{line.colour}</Fact>}
      {line.deliveryService && <Fact label="Delivery service">{line.deliveryService}</Fact>}
      {line.comment && <Fact label="Comment">{line.comment}</Fact>}
      {line.awaitingArtwork && <Fact label="Artwork">{ARTWORK_TO_SEND}</Fact>}
    </dl>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={styles.fact}>
      <dt>{label}:</dt> <dd>{children}</dd>
    </div>
  );
}

/**
 * Every total of the invoice, zero charges included, so the sums can be checked line by line; a
 * discount the order did not get is left out, as checkout leaves it out.
 */
function Totals({ invoice }: { invoice: InvoiceView }) {
  const coupon = invoice.couponCode ? `${invoice.couponCode}, ${invoice.couponDiscountPercent}%` : `${invoice.couponDiscountPercent}%`;
  return (
    <dl className={styles.totals}>
      <Amount label="Sub total" pence={invoice.subTotal} />
      {invoice.accountDiscount > 0 && <Amount label={invoice.accountDiscountLabel} pence={-invoice.accountDiscount} />}
      {invoice.couponDiscount > 0 && <Amount label={`Coupon discount (${coupon})`} pence={-invoice.couponDiscount} />}
      <Amount label={invoice.orderPolicy === 'collection' ? 'Shipping (click and collect)' : 'Shipping'} pence={invoice.shippingCost} />
      <Amount label="Extra price" pence={invoice.extraPrice} />
      <Amount label={`VAT (${invoice.vatPercent}%)`} pence={invoice.vatAmount} />
      <Amount label="Total" pence={invoice.total} grand />
    </dl>
  );
}

function Amount({ label, pence, grand = false }: { label: string; pence: number; grand?: boolean }) {
  return (
    <div className={grand ? styles.grandTotal : styles.amount}>
      <dt>{label}</dt>
      <dd>{formatPence(pence)}</dd>
    </div>
  );
}

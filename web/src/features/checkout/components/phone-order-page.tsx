import { useEffect, useEffectEvent, useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button } from '@web/components/ui/button';
import { Icon } from '@web/components/ui/icon';
import { LinkButton } from '@web/components/ui/link-button';
import { PhoneLink } from '@web/components/ui/phone-link';
import { serverMessage } from '@web/lib/server-message';
import { quoteRequest } from '@web/features/cart/cart-quote';
import { useCart } from '@web/features/cart/cart-store';
import { layoutQueries } from '@web/features/layout/api/layout-queries';
import { invoiceNumberText } from '@web/features/orders/order-labels';
import { usePlacePhoneOrder } from '../api/orders';
import { CheckoutEmpty } from './checkout-empty';
import { StatusPanel } from './status-panel';
import styles from './phone-order-page.module.css';

const TITLE = 'Phone order';

/**
 * /order-process/checkout/phonecall-order-receive: a phone-call customer's cart goes to the shop as
 * a phone order (sent once), and the page says what happens next: we call back to confirm and take
 * payment, or the customer calls us. The order number stays in the URL, so a reload still shows it.
 */
export function PhoneOrderPage({ invoiceNo }: { invoiceNo: number | null }) {
  const { cart } = useCart();
  if (invoiceNo !== null) return <PhoneOrderReceived invoiceNo={invoiceNo} />;
  if (cart.items.length === 0) return <CheckoutEmpty title={TITLE} />;
  return <SendPhoneOrder />;
}

function SendPhoneOrder() {
  const { cart } = useCart();
  const place = usePlacePhoneOrder();
  // Once per visit: React may run an effect twice in development, and the order must not be.
  const sent = useRef(false);

  const send = () => {
    const lines = quoteRequest(cart);
    if (!lines) return;
    sent.current = true;
    place.mutate(lines);
  };

  // Sent on arrival only; a retry is the shopper's press.
  const sendOnArrival = useEffectEvent(() => {
    if (!sent.current) send();
  });
  useEffect(() => sendOnArrival(), []);

  if (place.isError) {
    return (
      <StatusPanel
        tone="danger"
        icon="alert"
        title="We could not send your order"
        actions={
          <Button variant="primary" onPress={send} isPending={place.isPending}>
            <Icon name="refresh" size={18} />
            Try again
          </Button>
        }
      >
        <p>{serverMessage(place.error)}</p>
        <p>Your cart is kept. You can also call us and we will take the order over the phone.</p>
      </StatusPanel>
    );
  }
  return (
    <StatusPanel tone="info" icon="clock" title="Sending your order…" busy>
      <p>Please keep this page open for a moment.</p>
    </StatusPanel>
  );
}

function PhoneOrderReceived({ invoiceNo }: { invoiceNo: number }) {
  const { data: bootstrap } = useQuery(layoutQueries.bootstrap());
  const phone = bootstrap?.company.phones[0];
  const hours = bootstrap?.company.hours ?? [];

  return (
    <StatusPanel
      tone="success"
      icon="phone"
      title="Thank you, we will call you back"
      actions={
        <LinkButton to="/" variant="outline">
          Continue shopping
        </LinkButton>
      }
    >
      <p className={styles.number}>
        Your order number is <strong>{invoiceNumberText(invoiceNo)}</strong>
      </p>
      <ol className={styles.steps} aria-label="What happens next">
        <li>
          <span className={styles.stepNumber} aria-hidden="true">
            1
          </span>
          <span>One of our team calls you back to go through the order with you.</span>
        </li>
        <li>
          <span className={styles.stepNumber} aria-hidden="true">
            2
          </span>
          <span>We confirm the details and take payment over the phone.</span>
        </li>
        <li>
          <span className={styles.stepNumber} aria-hidden="true">
            3
          </span>
          <span>Your order goes to print; we email you the confirmation.</span>
        </li>
      </ol>
      {phone && (
        <div className={styles.call}>
          <p>Rather call us now? Quote your order number.</p>
          <PhoneLink phone={phone} className={styles.phone}>
            <Icon name="phone" size={20} />
            {phone}
          </PhoneLink>
          {hours.length > 0 && (
            <p className={styles.hours}>
              {hours.slice(0, 2).map((line) => (
                <span key={line}>{line}</span>
              ))}
            </p>
          )}
        </div>
      )}
    </StatusPanel>
  );
}

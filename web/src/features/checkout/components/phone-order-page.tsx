import { useId, useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import { customerName } from '@bff/shared/shop';
import { Button } from '@web/components/ui/button';
import { FormPage } from '@web/components/ui/form-page';
import { Icon } from '@web/components/ui/icon';
import { Link } from '@web/components/ui/link';
import { LinkButton } from '@web/components/ui/link-button';
import { PhoneLink } from '@web/components/ui/phone-link';
import { Skeleton } from '@web/components/ui/skeleton';
import { formatPence } from '@web/lib/money';
import { serverMessage } from '@web/lib/server-message';
import { sessionQueries } from '@web/features/auth/api/session';
import { accountQueries } from '@web/features/account/api/account-queries';
import { UNAVAILABLE_LINES_MESSAGE, lineDetails, quoteRequest } from '@web/features/cart/cart-quote';
import { CART_PATH } from '@web/features/cart/cart-paths';
import { lineQuantity } from '@web/features/cart/cart-rules';
import { useCart } from '@web/features/cart/cart-store';
import { CartThumbnail } from '@web/features/cart/components/cart-thumbnail';
import { LineDetails } from '@web/features/cart/components/line-details';
import { layoutQueries } from '@web/features/layout/api/layout-queries';
import { invoiceNumberText } from '@bff/shared/invoice-number';
import { checkoutQueries } from '../api/checkout-queries';
import { usePlacePhoneOrder } from '../api/orders';
import { checkoutQuoteRequest, travelOf } from '../checkout-request';
import { useCheckoutQuote } from '../use-checkout-quote';
import { useLogInAgainToCarryOn } from '../use-log-in-again-to-carry-on';
import { CheckoutEmpty } from './checkout-empty';
import { QuoteTotals } from './quote-totals';
import { StatusPanel } from './status-panel';
import styles from './phone-order-page.module.css';

const TITLE = 'Check your phone order';

/**
 * /order-process/checkout/phonecall-order-receive: a phone-call customer sees what goes to the shop
 * (the lines, the total, who we call) and sends it with one press; nothing is ordered by arriving. Once
 * sent, the page says what happens next. The order number stays in the URL, so a reload still shows it.
 */
export function PhoneOrderPage({ invoiceNo }: { invoiceNo: number | null }) {
  const { cart } = useCart();
  if (invoiceNo !== null) return <PhoneOrderReceived invoiceNo={invoiceNo} />;
  if (cart.items.length === 0) return <CheckoutEmpty title={TITLE} />;
  return <ReviewPhoneOrder />;
}

/** user_type '3' pays on account: the call back confirms the order, with nothing to pay over the phone. */
function usePaysOnAccount(): boolean {
  const { data: session } = useQuery(sessionQueries.current());
  return session?.anonymous === false && session.userType === '3';
}

function ReviewPhoneOrder() {
  const { cart } = useCart();
  const paysOnAccount = usePaysOnAccount();
  const { data: state } = useQuery(checkoutQueries.state());
  // Priced as the order goes to the shop: no address chosen online, so delivery without a postcode.
  const quoteState = useCheckoutQuote(checkoutQuoteRequest(cart, travelOf(null)));
  const { quote } = quoteState;
  const place = usePlacePhoneOrder();
  const logInAgainToCarryOn = useLogInAgainToCarryOn(state?.shopper ?? null);
  // A second press before the first answer (a double click) must not send a second request.
  const sending = useRef(false);
  const itemsTitleId = useId();

  const send = () => {
    const lines = quoteRequest(cart);
    if (!lines || sending.current) return;
    sending.current = true;
    place.mutate(lines, {
      onError: (error) => {
        sending.current = false;
        // The session ended: the login modal says so, and the order is sent once the shopper is logged
        // in again, but only by the account whose order this page showed.
        if (logInAgainToCarryOn(error, send)) place.reset();
      },
    });
  };

  const unavailable = quoteState.isCurrent && quote && !quote.allAvailable;
  const address = state?.details?.billing;

  return (
    <FormPage
      title={TITLE}
      size="wide"
      intro={
        paysOnAccount
          ? 'Send it to us and we call you back to confirm it; it goes on your account.'
          : 'Send it to us and we call you back to confirm it and take payment.'
      }
    >
      <section className={styles.part} aria-labelledby={itemsTitleId}>
        <div className={styles.partHead}>
          <h2 id={itemsTitleId} className={styles.partTitle}>
            Your order
          </h2>
          <Link to={CART_PATH} className={styles.edit}>
            Edit cart
          </Link>
        </div>
        <ul className={styles.lines} aria-labelledby={itemsTitleId} aria-busy={!quoteState.isCurrent || undefined}>
          {cart.items.map((item) => {
            const line = quote?.lines.find((candidate) => candidate.code === item.code);
            return (
              <li key={item.code} className={styles.line}>
                <CartThumbnail item={item} size="small" />
                <div className={styles.lineText}>
                  <span className={styles.lineName}>{item.productName}</span>
                  <LineDetails details={[{ key: 'Quantity', value: lineQuantity(item).toLocaleString('en-GB') }, ...lineDetails(item)]} />
                  {line && !line.available && (
                    <span className={styles.lineProblem}>
                      <Icon name="alert" size={14} />
                      {line.message}
                    </span>
                  )}
                </div>
                <span className={styles.linePrice}>{line ? formatPence(line.netPrice) : <Skeleton width={56} />}</span>
              </li>
            );
          })}
        </ul>
        {quoteState.isError && (
          <div role="alert" className={styles.problem}>
            <Icon name="alert" size={18} />
            <span>We could not check the prices just now.</span>
            <Button variant="ghost" size="sm" onPress={quoteState.retry}>
              Try again
            </Button>
          </div>
        )}
        <QuoteTotals quote={quote} isCurrent={quoteState.isCurrent} />
      </section>

      <div className={styles.cards}>
        <ContactCard />
        <div className={styles.card}>
          <h2 className={styles.cardTitle}>Delivery</h2>
          {address ? (
            <>
              <address className={styles.address}>
                <span>{address.address}</span>
                {address.address2 && <span>{address.address2}</span>}
                <span>
                  {address.city} {address.postcode}
                </span>
              </address>
              <p className={styles.muted}>The address on your account. Tell us on the call if it should go elsewhere.</p>
            </>
          ) : (
            <p className={styles.muted}>We agree the address and delivery with you on the call.</p>
          )}
        </div>
      </div>

      <NextSteps paysOnAccount={paysOnAccount} />

      {unavailable && (
        <p className={styles.problem} role="alert">
          <Icon name="alert" size={18} />
          <span>
            {UNAVAILABLE_LINES_MESSAGE} <Link to={CART_PATH}>Go to your cart</Link>
          </span>
        </p>
      )}
      {place.isError && (
        <div className={styles.problem} role="alert">
          <Icon name="alert" size={18} />
          <div>
            <p className={styles.problemTitle}>We could not send your order</p>
            <p>{serverMessage(place.error)}</p>
            <p>Your cart is kept. Try again, or call us and we will take the order over the phone.</p>
          </div>
        </div>
      )}

      <div className={styles.actions}>
        <Button variant="primary" size="lg" fullWidth onPress={send} isPending={place.isPending} isDisabled={!quote || !quote.allAvailable}>
          <Icon name="phone" size={18} />
          Send my order
        </Button>
        <p className={styles.muted}>Nothing is charged now.</p>
        <Link to={CART_PATH} className={styles.back}>
          Back to cart
        </Link>
      </div>
    </FormPage>
  );
}

/** Who the shop calls back: the account's name, phone number and email. */
function ContactCard() {
  const { data: profile, isError } = useQuery(accountQueries.profile());
  return (
    <div className={styles.card}>
      <h2 className={styles.cardTitle}>We will call</h2>
      {profile ? (
        <p className={styles.contact}>
          <span className={styles.name}>{customerName(profile.firstName, profile.lastName)}</span>
          {profile.company && <span>{profile.company}</span>}
          {profile.phone ? <span>{profile.phone}</span> : <span className={styles.muted}>No phone number on your account yet: please add one.</span>}
          <span>{profile.email}</span>
        </p>
      ) : isError ? (
        <p className={styles.muted}>The phone number on your account.</p>
      ) : (
        <p className={styles.contact}>
          <Skeleton width="60%" />
          <Skeleton width="45%" />
          <Skeleton width="70%" />
        </p>
      )}
      <Link to="/account/profile" className={styles.edit}>
        Change your details
      </Link>
    </div>
  );
}

/** What follows the order: a customer on account pays on their account terms, the others on the call. */
function NextSteps({ paysOnAccount }: { paysOnAccount: boolean }) {
  const steps = [
    'One of our team calls you back to go through the order with you.',
    paysOnAccount
      ? 'We confirm the details and add the order to your account: nothing to pay on the call.'
      : 'We confirm the details and take payment over the phone.',
    'Your order goes to print; we email you the confirmation.',
  ];
  return (
    <ol className={styles.steps} aria-label="What happens next">
      {steps.map((step, index) => (
        <li key={step}>
          <span className={styles.stepNumber} aria-hidden="true">
            {index + 1}
          </span>
          <span>{step}</span>
        </li>
      ))}
    </ol>
  );
}

function PhoneOrderReceived({ invoiceNo }: { invoiceNo: number }) {
  const { data: bootstrap } = useQuery(layoutQueries.bootstrap());
  const paysOnAccount = usePaysOnAccount();
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
      <NextSteps paysOnAccount={paysOnAccount} />
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

import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Form, useField, useForm } from '@formisch/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import * as v from 'valibot';
import { CHECKOUT_MESSAGES, PlaceOrderSchema, type Address, type PaymentMethodName } from '@bff/schemas/checkout';
import { Button } from '@web/components/ui/button';
import { ChoiceCards } from '@web/components/ui/choice-cards';
import { Icon } from '@web/components/ui/icon';
import { Link } from '@web/components/ui/link';
import { formatPence } from '@web/lib/money';
import { BffError } from '@web/lib/bff-client';
import { serverMessage } from '@web/lib/server-message';
import { quoteRequest } from '@web/features/cart/cart-quote';
import { lineQuantity } from '@web/features/cart/cart-rules';
import { cartActions, useCart } from '@web/features/cart/cart-store';
import { CollectionAddress } from '@web/features/orders/components/invoice-document';
import { checkoutQueries, type CheckoutQuote, type CheckoutState } from '../api/checkout-queries';
import { usePlaceOrder } from '../api/orders';
import { ARTWORK_STEP, DETAILS_STEP } from '../checkout-paths';
import { checkoutQuoteRequest, travelOf } from '../checkout-request';
import { unavailableLines, type UnavailableLines } from '../unavailable-lines';
import { useCheckoutQuote } from '../use-checkout-quote';
import { useLogInAgainToCarryOn } from '../use-log-in-again-to-carry-on';
import { CheckoutEmpty } from './checkout-empty';
import { CheckoutLayout } from './checkout-layout';
import { CheckoutSection } from './checkout-section';
import { CheckoutSummary } from './checkout-summary';
import { LineDeliveryServices, UnavailableLinesFix, useLineDeliveryChoices } from './line-delivery-services';
import styles from './payment-page.module.css';

const TITLE = 'Payment';
const PaymentFormSchema = v.pick(PlaceOrderSchema, ['paymentMethod']);

interface PaymentPageProps {
  state: CheckoutState;
  /** Why the last card payment was declined, when the provider has just sent the shopper back. */
  declined: string | null;
}

/**
 * /payment: the order reviewed (addresses, items, artwork), the payment method, and Place order.
 * Card payments continue on the provider's hosted page; pay-by-invoice accounts are done here.
 */
export function PaymentPage({ state: loaded, declined }: PaymentPageProps) {
  const { cart } = useCart();
  const { data: state = loaded } = useQuery(checkoutQueries.state());
  const quoteState = useCheckoutQuote(checkoutQuoteRequest(cart, travelOf(state.details)));
  const backFromProvider = useBackFromProvider();
  const speedsId = useId();
  const { quote } = quoteState;
  const place = usePlaceOrder();
  // Back from the provider the form starts afresh, and so does its order: no Place order left pending.
  const { reset: resetPlace } = place;
  useEffect(() => resetPlace(), [backFromProvider.formKey, resetPlace]);
  // A refusal is about the order as it was sent: once the shopper changes its lines, what stops it now is the quote's to say.
  const refusal = place.error !== null && sameLines(place.variables?.items, quoteRequest(cart)?.items) ? place.error : null;
  const refusedLines = speedRefusedLines(refusal);
  // A line is put right here only when its choice shows here (its product offers another speed, and is
  // loaded); there is no click and collect to choose on this page.
  const choices = { lines: new Set(useLineDeliveryChoices(cart).map(({ item }) => item.code)), collection: false };
  const unavailable = quoteState.isCurrent && quote ? unavailableLines(quote, choices) : null;
  // A line's delivery speed that can no longer be had (a same-day cut-off passed) is changed here, as soon
  // as the refusal names it (the quote priced again may be slow, or fail), and the choice stays in view
  // once made, with the new total beside Place order.
  const refusedCodes = Object.keys(refusedLines);
  const speedsFixRefusal = refusedCodes.length > 0 && refusedCodes.every((code) => choices.lines.has(code));
  const [showSpeeds, setShowSpeeds] = useState(false);
  if ((unavailable?.fixedHere || speedsFixRefusal) && !showSpeeds) setShowSpeeds(true);
  if (cart.items.length === 0) return <CheckoutEmpty title={TITLE} />;

  return (
    <CheckoutLayout step="payment" title={TITLE} summary={<CheckoutSummary cart={cart} {...quoteState} />}>
      {declined && (
        <div className={styles.declined} role="alert">
          <Icon name="alert" size={22} />
          <div>
            <p className={styles.declinedTitle}>Your payment did not go through</p>
            <p>{declined}</p>
            <p>Your cart and details are kept: choose how to pay and place the order again.</p>
          </div>
        </div>
      )}
      <Review state={state} quote={quote} />
      {showSpeeds && (
        <div id={speedsId}>
          <LineDeliveryServices cart={cart} policy={state.details?.orderPolicy ?? 'delivery'} quote={quote} refused={refusedLines} />
        </div>
      )}
      <PaymentForm
        key={backFromProvider.formKey}
        quote={quote}
        isCurrent={quoteState.isCurrent}
        unavailable={unavailable}
        place={place}
        refusal={refusal}
        refusedSpeeds={refusedCodes.length > 0}
        speedsFixRefusal={speedsFixRefusal}
        speedsId={speedsId}
        shopper={state.shopper}
        onLeave={backFromProvider.onLeave}
      />
    </CheckoutLayout>
  );
}

/**
 * Back from the payment provider, the browser may show this page as it was left (its back-forward
 * cache), Place order still pending for a page that has gone. The form starts afresh (`formKey`), and the
 * checkout is asked again: the order the page left to pay, paid meanwhile, goes to its confirmation.
 */
function useBackFromProvider() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const leftToPay = useRef<number | null>(null);
  const [formKey, setFormKey] = useState(0);
  useEffect(() => {
    const restored = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      const invoiceNo = leftToPay.current;
      leftToPay.current = null;
      setFormKey((key) => key + 1);
      void queryClient.fetchQuery({ ...checkoutQueries.state(), staleTime: 0 }).then(async (now) => {
        if (invoiceNo === null || now.placedOrder?.invoiceNo !== invoiceNo) return;
        await navigate({ to: '/order-process/order-confirmation/$invoiceNo', params: { invoiceNo } });
        cartActions.clear();
      }, () => undefined);
    };
    window.addEventListener('pageshow', restored);
    return () => window.removeEventListener('pageshow', restored);
  }, [queryClient, navigate]);
  const onLeave = useCallback((invoiceNo: number) => {
    leftToPay.current = invoiceNo;
  }, []);
  return { formKey, onLeave };
}

function Review({ state, quote }: { state: CheckoutState; quote: CheckoutQuote | undefined }) {
  const { cart } = useCart();
  const details = state.details;
  return (
    <CheckoutSection title="Review your order">
      <div className={styles.cards}>
        {details && (
          <ReviewCard title="Billing address" edit={{ href: DETAILS_STEP, label: 'Change billing address' }}>
            <AddressLines address={details.billing} />
            {state.shopper && <p className={styles.muted}>{state.shopper.email}</p>}
          </ReviewCard>
        )}
        {details?.orderPolicy === 'collection' ? (
          <ReviewCard title="Click and collect" edit={{ href: DETAILS_STEP, label: 'Change delivery' }}>
            {quote?.collection ? <CollectionAddress point={quote.collection} /> : <p className={styles.muted}>From our London workshop</p>}
          </ReviewCard>
        ) : (
          details && (
            <ReviewCard title="Delivery address" edit={{ href: DETAILS_STEP, label: 'Change delivery address' }}>
              {details.shippingSameAsBilling ? <p className={styles.muted}>Same as billing address</p> : <AddressLines address={details.shipping} />}
              {quote?.estimatedDelivery && (
                <p className={styles.estimate}>
                  <Icon name="truck" size={16} />
                  Estimated delivery {quote.estimatedDelivery.text}
                </p>
              )}
            </ReviewCard>
          )
        )}
      </div>
      <ReviewCard title="Items and artwork" edit={{ href: ARTWORK_STEP, label: 'Change artwork' }}>
        <ul className={styles.items}>
          {cart.items.map((item) => {
            const artwork = state.artwork[item.code];
            return (
              <li key={item.code} className={styles.item}>
                <span className={styles.itemName}>
                  {item.productName} <span className={styles.muted}>× {lineQuantity(item).toLocaleString('en-GB')}</span>
                </span>
                <span className={styles.artwork}>
                  <Icon name={artwork?.kind === 'upload' ? 'check' : 'mail'} size={16} />
                  {artwork?.kind === 'upload' ? artwork.fileName : artwork ? 'Artwork to follow' : 'No artwork yet'}
                </span>
              </li>
            );
          })}
        </ul>
      </ReviewCard>
    </CheckoutSection>
  );
}

function ReviewCard({ title, edit, children }: { title: string; edit: { href: string; label: string }; children: ReactNode }) {
  return (
    <div className={styles.card}>
      <div className={styles.cardHead}>
        <h3 className={styles.cardTitle}>{title}</h3>
        <Link to={edit.href} className={styles.edit} aria-label={edit.label}>
          Change
        </Link>
      </div>
      {children}
    </div>
  );
}

function AddressLines({ address }: { address: Address }) {
  return (
    <address className={styles.address}>
      <span className={styles.name}>
        {address.firstName} {address.lastName}
      </span>
      {address.company && <span>{address.company}</span>}
      <span>{address.address}</span>
      {address.address2 && <span>{address.address2}</span>}
      <span>
        {address.city} {address.postcode}
      </span>
      <span>{address.phone}</span>
    </address>
  );
}

const CHANGE_SPEED_LINK = { href: DETAILS_STEP, label: 'Change delivery speed' };

/**
 * The lines an order refused for their delivery speed names (a same-day cut-off passed as it was
 * placed), by code, with the refusal's words for each.
 */
function speedRefusedLines(error: unknown): Record<string, string> {
  if (!(error instanceof BffError) || error.code !== 'delivery_changed') return {};
  const lines = Object.entries(error.fields).flatMap(([field, [message]]) => (field.startsWith('items.') && message ? [[field.slice('items.'.length), message]] : []));
  return Object.fromEntries(lines);
}

/** Where an order that cannot be placed sends the shopper back to, by the BFF's message. */
function fixLinkFor(message: string): { href: string; label: string } | null {
  if (message === CHECKOUT_MESSAGES.artworkMissing) return { href: ARTWORK_STEP, label: 'Go to artwork' };
  if (/detail|address|policy/i.test(message)) return { href: DETAILS_STEP, label: 'Go to delivery details' };
  return null;
}

interface PaymentFormProps {
  quote: CheckoutQuote | undefined;
  /** The quote shown is for the details and cart as they are now (not the last answer while a change is priced). */
  isCurrent: boolean;
  /** What stops the order as the current quote prices it, and whether its delivery speeds (shown in `speedsId`) put it right. */
  unavailable: UnavailableLines | null;
  place: ReturnType<typeof usePlaceOrder>;
  /** Why the order as it is now was refused, if it was. */
  refusal: Error | null;
  /** The refusal was for lines' delivery speeds (a same-day cut-off passed). */
  refusedSpeeds: boolean;
  /** Those lines' speeds are all shown in `speedsId`, where they are put right. */
  speedsFixRefusal: boolean;
  speedsId: string;
  shopper: CheckoutState['shopper'];
  /** The page goes to the payment provider's for this order. */
  onLeave: (invoiceNo: number) => void;
}

const sameLines = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

function PaymentForm({ quote, isCurrent, unavailable, place, refusal, refusedSpeeds, speedsFixRefusal, speedsId, shopper, onLeave }: PaymentFormProps) {
  const { cart } = useCart();
  const navigate = useNavigate();
  const form = useForm({ schema: PaymentFormSchema, initialInput: { paymentMethod: 'card' }, revalidate: 'input' });
  const method = useField(form, { path: ['paymentMethod'] });
  const logInAgainToCarryOn = useLogInAgainToCarryOn(shopper);
  // A second press before the first answer (a double click) must not send a second request.
  const sending = useRef(false);
  const [leaving, setLeaving] = useState(false);
  const canInvoice = quote?.paymentMethods.includes('invoice') ?? false;
  const chosen: PaymentMethodName = method.input === 'invoice' && canInvoice ? 'invoice' : 'card';
  // A refusal for a delivery speed says in its own words that the order was not placed; each line's
  // reason is at its choice.
  const failure = refusal ? (refusedSpeeds ? refusal.message : serverMessage(refusal)) : (unavailable?.message ?? null);
  const speedsFix = unavailable?.fixedHere || (refusedSpeeds && speedsFixRefusal);
  // Speeds that cannot be chosen here (the product's choices not loaded, say) are chosen on the details step.
  const fix = failure && !unavailable && !speedsFix ? (refusedSpeeds ? CHANGE_SPEED_LINK : fixLinkFor(failure)) : null;

  const submit = () => {
    const lines = quoteRequest(cart);
    if (!lines || sending.current) return;
    sending.current = true;
    place.mutate(
      // The delivery date this page showed: the order is placed only while it still holds.
      { ...lines, paymentMethod: chosen, estimatedDelivery: quote?.estimatedDelivery?.iso },
      {
        onSuccess: async (order) => {
          if (order.status === 'payment_required') {
            onLeave(order.invoiceNo);
            setLeaving(true);
            window.location.assign(order.paymentUrl);
            return;
          }
          await navigate({ to: '/order-process/order-confirmation/$invoiceNo', params: { invoiceNo: order.invoiceNo } });
          cartActions.clear();
        },
        onError: (error) => {
          sending.current = false;
          // The session ended: the login modal says so, and this order is placed once the shopper is
          // logged in again, but only by the account whose checkout this page showed.
          if (logInAgainToCarryOn(error, submit)) place.reset();
        },
      },
    );
  };

  return (
    <Form method="post" of={form} onSubmit={submit} aria-label="Payment" className={styles.form}>
      <CheckoutSection title="How would you like to pay?">
        <ChoiceCards
          label="Payment method"
          hideLabel
          layout="list"
          value={chosen}
          onChange={(id) => method.onChange(id as PaymentMethodName)}
          choices={[
            {
              id: 'card',
              icon: 'lock',
              title: 'Card',
              detail: 'Visa, Mastercard or Amex. You enter your card on our payment provider’s secure page; we never see the number.',
            },
            ...(canInvoice
              ? [
                  {
                    id: 'invoice',
                    icon: 'book' as const,
                    title: 'Pay by invoice',
                    detail: 'Your business account pays on invoice: we start printing now and email the invoice with your confirmation.',
                  },
                ]
              : []),
          ]}
        />
      </CheckoutSection>

      {failure && (
        <div className={styles.failure} role="alert">
          <Icon name="alert" size={20} />
          <p>
            {failure} {fix && <Link to={fix.href}>{fix.label}</Link>}
            {(unavailable || speedsFix) && <UnavailableLinesFix fixedHere={speedsFix} container={() => document.getElementById(speedsId)} />}
          </p>
        </div>
      )}

      <div className={styles.place}>
        <p className={styles.due}>
          <span>{chosen === 'card' ? 'To pay now' : 'Order total'}</span>
          <strong>{quote ? formatPence(quote.total) : '…'}</strong>
        </p>
        {/* Never placed on a total priced for other details (another tab's new address): it waits for theirs. */}
        <Button type="submit" size="lg" fullWidth isPending={place.isPending || leaving} isDisabled={!quote || !isCurrent || !quote.allAvailable}>
          <Icon name="lock" size={18} />
          Place order
        </Button>
        <p className={styles.small}>
          {chosen === 'card'
            ? 'Next you go to our payment provider’s secure page to pay, then come straight back here.'
            : 'Your order is placed at once; the invoice comes with the confirmation.'}
        </p>
      </div>
    </Form>
  );
}

import { useEffect, useId, useState } from 'react';
import { Form, getInput, useField, useForm } from '@formisch/react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { CheckoutDetailsSchema, type CheckoutDetails, type OrderPolicyName } from '@bff/schemas/checkout';
import { Checkbox } from '@web/components/ui/checkbox';
import { ChoiceCards } from '@web/components/ui/choice-cards';
import { FormSubmit, useMissingFieldLabels } from '@web/components/ui/form-submit';
import { Icon } from '@web/components/ui/icon';
import { Link } from '@web/components/ui/link';
import { showServerFieldErrors } from '@web/lib/form-errors';
import { serverMessage } from '@web/lib/server-message';
import { notify } from '@web/lib/toast';
import { CART_PATH } from '@web/features/cart/cart-paths';
import { useCart } from '@web/features/cart/cart-store';
import { useSaveCheckoutDetails } from '../api/checkout-details';
import { checkoutQueries, type CheckoutState } from '../api/checkout-queries';
import { ARTWORK_STEP } from '../checkout-paths';
import { checkoutQuoteRequest, travelOf, validPostcode } from '../checkout-request';
import { detailsDraft, keepDetailsDraft } from '../details-draft';
import { detailsFieldLabels, initialDetailsInput, type AddressKind, type DetailsFormInput } from '../details-input';
import { unavailableLines } from '../unavailable-lines';
import { AddressFields, type DetailsForm } from '../forms/address-fields';
import { CouponForm } from '../forms/coupon-form';
import { useCheckoutQuote } from '../use-checkout-quote';
import { shopperKey, useLogInAgainToCarryOn } from '../use-log-in-again-to-carry-on';
import { CheckoutEmpty } from './checkout-empty';
import { CheckoutLayout } from './checkout-layout';
import { CheckoutSection } from './checkout-section';
import { CheckoutSummary } from './checkout-summary';
import { LineDeliveryServices, UnavailableLinesFix, useLineDeliveryChoices } from './line-delivery-services';
import { TravelInfo } from './travel-info';
import styles from './order-policy-page.module.css';

const TITLE = 'Delivery details';
/** A postcode that is not yet a whole, valid one is priced once typing has paused this long. */
const POSTCODE_PAUSE_MS = 500;
const FIELD_LABELS = detailsFieldLabels();
const SERVER_PATHS = Object.keys(FIELD_LABELS);

/**
 * /order-process/checkout/order-policy: delivery or click and collect, the billing address and, for
 * delivery, where to (the same address unless the shopper says otherwise), faster services per line
 * and the coupon. Every total comes from the BFF's quote. Continue saves the details and goes on to
 * the artwork; a refusal puts the BFF's messages under the fields and keeps everything typed. Leaving
 * without saving keeps what was typed for coming back (in memory only: see details-draft).
 */
export function OrderPolicyPage({ state }: { state: CheckoutState }) {
  const { cart } = useCart();
  if (cart.items.length === 0) return <CheckoutEmpty title={TITLE} />;
  // One form per shopper: a tab that catches up with another account's login (or a guest's checkout
  // turned a customer's) shows that shopper's own details, never what the first one typed or saved.
  return <DetailsStep key={shopperKey(state.shopper)} state={state} />;
}

function DetailsStep({ state }: { state: CheckoutState }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const formId = useId();
  const { cart } = useCart();
  const [initialInput] = useState(() => detailsDraft(state) ?? initialDetailsInput(state));
  const form: DetailsForm = useForm({
    schema: CheckoutDetailsSchema,
    // The form holds every field of every policy; the schema reads the ones the chosen policy needs.
    initialInput: initialInput as never,
    validate: 'initial',
    revalidate: 'input',
  });
  // Kept as the step is left, against the checkout as it is then (Continue has saved it by then), and
  // only while that checkout is still this form's shopper's: what one typed is never kept for another.
  const shopper = shopperKey(state.shopper);
  useEffect(
    () => () => {
      const latest = queryClient.getQueryData(checkoutQueries.state().queryKey);
      if (latest && shopperKey(latest.shopper) === shopper) keepDetailsDraft(latest, getInput(form) as DetailsFormInput);
    },
    [queryClient, form, shopper],
  );
  const policyField = useField(form, { path: ['orderPolicy'] });
  const sameField = useField(form, { path: ['shippingSameAsBilling'] });
  const policy: OrderPolicyName = policyField.input === 'collection' ? 'collection' : 'delivery';
  const sameAsBilling = sameField.input !== false;
  // The postcode the quote is asked for, set by QuotedPostcode: the step reads no postcode itself, so a
  // keystroke there re-renders the field, not the step, and the step only when the quote's postcode changes.
  const [postcode, setPostcode] = useState(() => validPostcode(travelOf(initialInput as CheckoutDetails).postcode));

  const request = checkoutQuoteRequest(cart, { orderPolicy: policy, postcode });
  const quoteState = useCheckoutQuote(request);
  const { quote } = quoteState;
  const save = useSaveCheckoutDetails();
  const logInAgainToCarryOn = useLogInAgainToCarryOn(state.shopper);
  const saveDetails = (details: CheckoutDetails) =>
    save.mutate(details, {
      onSuccess: () => void navigate({ href: ARTWORK_STEP }),
      onError: (error) => {
        // The session ended: once the same shopper is logged in again, what they typed is saved and they
        // go on; for someone else the step stays, drawn again with their own checkout's details (one form per shopper).
        const carriedOn = logInAgainToCarryOn(error, () => saveDetails(details), () => undefined);
        if (carriedOn) return;
        const placed = showServerFieldErrors(form, error, SERVER_PATHS);
        notify.error(placed > 0 ? 'Please check the highlighted fields' : 'Your details were not saved', {
          description: placed > 0 ? undefined : serverMessage(error),
          cause: error,
        });
      },
    });

  // A line past its same-day cut-off is put right here only at its speed choice (its product offers another, and is loaded).
  const choices = { lines: new Set(useLineDeliveryChoices(cart).map(({ item }) => item.code)), collection: true };
  const unavailable = quoteState.isCurrent && quote ? unavailableLines(quote, choices) : null;

  // Continue goes on only with the quote shown priced for the details it saves: a postcode typed a
  // moment ago is priced at once, and the press waits for that answer (a refusal it brings stops it).
  const [waiting, setWaiting] = useState(false);
  const submit = async (details: CheckoutDetails) => {
    const wanted = checkoutQuoteRequest(cart, travelOf(details));
    if (!wanted || (wanted.postcode === request?.postcode && quoteState.isCurrent)) return saveDetails(details);
    // A collection has no postcode to price: the one typed stays for a switch back to delivery.
    if (wanted.postcode) setPostcode(wanted.postcode);
    setWaiting(true);
    try {
      // The same query the step shows: one request, already under way when the postcode was priced.
      if (unavailableLines(await queryClient.fetchQuery(checkoutQueries.quote(wanted)), choices)) return;
    } catch {
      // A price check that failed does not hold the details back, as before: the payment step asks again.
    } finally {
      setWaiting(false);
    }
    saveDetails(details);
  };

  return (
    <CheckoutLayout step="details" title={TITLE} summary={<CheckoutSummary cart={cart} {...quoteState} />}>
      <Form
        method="post"
        of={form}
        id={formId}
        aria-label={TITLE}
        className={styles.form}
        onSubmit={submit}
      >
        <QuotedPostcode key={sameAsBilling ? 'billing' : 'shipping'} form={form} kind={sameAsBilling ? 'billing' : 'shipping'} onSettled={setPostcode} />
        <CheckoutSection title="How would you like your order?">
          <ChoiceCards
            label="Delivery or click and collect"
            hideLabel
            layout="fit"
            value={policy}
            onChange={(id) => policyField.onChange(id as OrderPolicyName)}
            choices={[
              {
                id: 'delivery',
                icon: 'truck',
                title: 'Delivery',
                detail: 'By courier to any UK address. Same day in central London.',
              },
              {
                id: 'collection',
                icon: 'pin',
                title: 'Click and collect',
                detail: 'Free. Pick it up from our London workshop.',
              },
            ]}
          />
          <TravelInfo policy={policy} quote={quote} />
        </CheckoutSection>

        <AddressFields form={form} kind="billing" legend="Billing address" />

        {policy === 'delivery' && (
          <section className={styles.section} aria-label="Delivery address">
            <Checkbox isSelected={sameAsBilling} onChange={(selected) => sameField.onChange(selected)} name={sameField.props.name}>
              Shipping address same as billing
            </Checkbox>
            {!sameAsBilling && <AddressFields form={form} kind="shipping" legend="Delivery address" />}
          </section>
        )}

        <LineDeliveryServices cart={cart} policy={policy} quote={quote} />
      </Form>

      <CheckoutSection title="Coupon">
        <CouponForm request={request} applied={quote?.coupon} />
      </CheckoutSection>

      <div className={styles.actions}>
        {unavailable && (
          <p className={styles.unavailable} role="alert">
            <Icon name="alert" size={18} />
            <span>
              {unavailable.message}{' '}
              <UnavailableLinesFix fixedHere={unavailable.fixedHere} container={() => document.getElementById(formId)} />
            </span>
          </p>
        )}
        <DetailsSubmit form={form} formId={formId} reason={unavailable?.message} isPending={save.isPending || waiting} />
        <Link to={CART_PATH} className={styles.back}>
          Back to cart
        </Link>
      </div>
    </CheckoutLayout>
  );
}

/**
 * Follows the delivery postcode typed (the billing one while shipping goes there too) and hands on
 * the one to price: a whole, valid postcode at once, anything else (no postcode to price by) once
 * typing has paused. Renders nothing, so a keystroke re-renders only it and the field.
 */
function QuotedPostcode({ form, kind, onSettled }: { form: DetailsForm; kind: AddressKind; onSettled: (postcode: string | null) => void }) {
  const typed = useField(form, { path: [kind, 'postcode'] as unknown as ['billing', 'postcode'] }).input;
  useEffect(() => {
    const valid = validPostcode(typed);
    if (valid !== null) return onSettled(valid);
    const timer = window.setTimeout(() => onSettled(null), POSTCODE_PAUSE_MS);
    return () => window.clearTimeout(timer);
  }, [typed, onSettled]);
  return null;
}

/**
 * Continue, disabled with the fields still missing: the only part of the step that follows every
 * field's errors, so a keystroke re-renders it and the field typed in, not the whole step.
 */
function DetailsSubmit({ form, formId, reason, isPending }: { form: DetailsForm; formId: string; reason: string | undefined; isPending: boolean }) {
  return (
    <FormSubmit form={formId} missing={useMissingFieldLabels(form, FIELD_LABELS)} reason={reason} isPending={isPending}>
      Continue to artwork
      <Icon name="arrow-right" size={18} />
    </FormSubmit>
  );
}

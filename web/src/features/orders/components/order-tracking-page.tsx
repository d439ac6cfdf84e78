import type { FormEvent } from 'react';
import { handleSubmit, useForm } from '@formisch/react';
import { LIMITS } from '@bff/schemas/limits';
import { OrderTrackingSchema, TRACKING_FAILED_MESSAGE } from '@bff/schemas/tracking';
import { Button } from '@web/components/ui/button';
import { FormPage } from '@web/components/ui/form-page';
import { FormEmailField } from '@web/components/ui/form-email-field';
import { FormTextField } from '@web/components/ui/form-text-field';
import { isFinalRefusal } from '@web/lib/bff-client';
import { serverMessage } from '@web/lib/server-message';
import { notify } from '@web/lib/toast';
import { useTrackOrder } from '../api/order-tracking';
import { OrderTrackingResult } from './order-tracking-result';
import styles from './order-tracking-page.module.css';

/** /order-tracking: a guest finds an order by email and order number, no login. */
export function OrderTrackingPage() {
  const form = useForm({ schema: OrderTrackingSchema, revalidate: 'input' });
  const track = useTrackOrder({
    // A refusal never says whether the email or the number was wrong, and neither does the toast. A
    // lookup that got no answer, or was asked to wait, is not the shopper's typing: it says so.
    onError: (error) => notify.error(isFinalRefusal(error) ? TRACKING_FAILED_MESSAGE : serverMessage(error)),
  });

  // The spec answers an invalid form with the same toast as a refused lookup, so the button is never
  // disabled; the fields still show what is wrong under them.
  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    let valid = false;
    await handleSubmit(form, (input) => {
      valid = true;
      track.mutate(input);
    })();
    if (valid) return;
    // A result left under a form that no longer matches it would read as the answer to the new search.
    track.reset();
    notify.error(TRACKING_FAILED_MESSAGE);
  }

  return (
    <FormPage title="Track Your Order" intro="Track an order without logging in: enter the email you ordered with and the order number from your confirmation email." size="wide">
      <form method="post" noValidate onSubmit={(event) => void onSubmit(event)} className={styles.form} aria-label="Track your order">
        <FormEmailField
          of={form}
          path={['email']}
          label="Email"
          className={styles.email}
        />
        <FormTextField
          of={form}
          path={['order_id']}
          label="Order number"
          description="For example #00010231"
          autoComplete="off"
          maxLength={LIMITS.orderIdMax + 1}
          className={styles.orderId}
        />
        <Button type="submit" size="lg" isPending={track.isPending} className={styles.submit}>
          TRACK ORDER
        </Button>
      </form>
      {track.data && <OrderTrackingResult tracked={track.data} />}
    </FormPage>
  );
}

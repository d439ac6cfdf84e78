import { Form, useForm } from '@formisch/react';
import { useNavigate } from '@tanstack/react-router';
import { GuestCheckoutSchema } from '@bff/schemas/checkout';
import { FormSubmit, missingFieldLabels } from '@web/components/ui/form-submit';
import { FormEmailField } from '@web/components/ui/form-email-field';
import { showServerFieldErrors } from '@web/lib/form-errors';
import { serverMessage } from '@web/lib/server-message';
import { notify } from '@web/lib/toast';
import { useGuestCheckout } from '../api/guest-checkout';
import { DETAILS_STEP } from '../checkout-paths';
import styles from './checkout-forms.module.css';

const LABELS = { email: 'Email address' };

/** 'Continue as guest': only an email, for the order confirmation and tracking; no password. */
export function GuestForm() {
  const navigate = useNavigate();
  const form = useForm({ schema: GuestCheckoutSchema, validate: 'initial', revalidate: 'input' });
  const guest = useGuestCheckout();

  return (
    <Form
      method="post"
      of={form}
      aria-label="Continue as guest"
      className={styles.stack}
      onSubmit={(input) =>
        guest.mutate(input, {
          onSuccess: () => void navigate({ href: DETAILS_STEP }),
          onError: (error) => {
            if (showServerFieldErrors(form, error, ['email']) === 0) notify.error('Error', { description: serverMessage(error), cause: error });
          },
        })
      }
    >
      <FormEmailField
        of={form}
        path={['email']}
        label={LABELS.email}
        description="We send your order confirmation here."
      />
      <FormSubmit missing={missingFieldLabels(form, LABELS)} isPending={guest.isPending}>
        Continue as guest
      </FormSubmit>
    </Form>
  );
}

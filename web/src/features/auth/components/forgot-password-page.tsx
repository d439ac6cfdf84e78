import { useState } from 'react';
import { Form, reset, useForm } from '@formisch/react';
import { ForgotPasswordSchema, type ForgotPasswordOutput } from '@bff/schemas/password';
import { Button } from '@web/components/ui/button';
import { FormEmailField } from '@web/components/ui/form-email-field';
import { FormPage } from '@web/components/ui/form-page';
import { FormSubmit, missingFieldLabels } from '@web/components/ui/form-submit';
import { Icon } from '@web/components/ui/icon';
import { Link } from '@web/components/ui/link';
import { notify } from '@web/lib/toast';
import { useRequestPasswordReset } from '../api/password';
import { serverMessage } from '@web/lib/server-message';
import styles from './password-pages.module.css';

export const SENT_MESSAGE = "We've sent the instruction to your email. Go Check it!";
const LABELS = { email: 'Email' };

/** /forget-password (and a refused /change_password link): mails a reset link, then says so. */
export function ForgotPasswordPage() {
  const [sent, setSent] = useState(false);
  const form = useForm({ schema: ForgotPasswordSchema, validate: 'initial', revalidate: 'input' });
  const send = useRequestPasswordReset({
    // 'Re-sending the instructions' brings the form back with the address the mail went to.
    onSuccess: (_answer, input) => {
      reset(form, { initialInput: input });
      setSent(true);
    },
    onError: (error) => notify.error('Error!', { description: serverMessage(error), cause: error }),
  });

  return (
    <FormPage title="Forget Password" intro={sent ? undefined : 'Enter the email you registered with and we will send you a link to choose a new password.'}>
      {sent ? (
        <div className={styles.sent} role="status">
          <span className={styles.sentIcon} aria-hidden="true">
            <Icon name="mail" size={28} />
          </span>
          <p className={styles.sentText}>{SENT_MESSAGE}</p>
          <p className={styles.muted}>The link works for a limited time. Check your spam folder if it does not arrive.</p>
          <Button variant="ghost" className={styles.resend} onPress={() => setSent(false)}>
            Re-sending the instructions
          </Button>
        </div>
      ) : (
        <Form method="post" of={form} onSubmit={(input: ForgotPasswordOutput) => send.mutate(input)} className={styles.form} aria-label="Forget Password">
          <FormEmailField of={form} path={['email']} label={LABELS.email} />
          <FormSubmit missing={missingFieldLabels(form, LABELS)} isPending={send.isPending}>
            RESET PASSWORD
          </FormSubmit>
        </Form>
      )}
      <AccountLinks />
    </FormPage>
  );
}

/** The way back to logging in, or on to registering (both password pages have them). */
export function AccountLinks() {
  return (
    <p className={styles.links}>
      <Link to="/login">Back to login</Link>
      <span aria-hidden="true">·</span>
      <span>
        New customer? <Link to="/registration">Create an account</Link>
      </span>
    </p>
  );
}

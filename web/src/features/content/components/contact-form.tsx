import { Form, reset, setInput, useForm } from '@formisch/react';
import { ContactSchema } from '@bff/schemas/contact';
import { Button } from '@web/components/ui/button';
import { FormTextAreaField } from '@web/components/ui/form-text-area-field';
import { FormEmailField } from '@web/components/ui/form-email-field';
import { FormTextField } from '@web/components/ui/form-text-field';
import { BffError } from '@web/lib/bff-client';
import { notify } from '@web/lib/toast';
import { CAPTCHA_CHALLENGE_URL, useSendContactMessage } from '../api/send-contact-message';
import { CaptchaField } from '@web/components/ui/captcha-field';
import styles from './contact-form.module.css';

/** The failure toast's fallback when the BFF's own words are not there to show (offline, no answer). */
const CONTACT_FAILURE_FALLBACK = 'Sorry, Something went wrong!';

function failureMessage(error: unknown): string {
  if (!(error instanceof BffError) || error.isNetworkFailure) return CONTACT_FAILURE_FALLBACK;
  return error.fieldMessages[0] ?? (error.message || CONTACT_FAILURE_FALLBACK);
}

/**
 * 'Get in touch': name, email, message, captcha, SEND. Success shows the shop's answer and empties
 * the form and the captcha. A failure says so, ends the loading and keeps what the shopper wrote.
 */
export function ContactForm() {
  const form = useForm({ schema: ContactSchema, validate: 'blur', revalidate: 'input' });
  const send = useSendContactMessage({
    onSuccess: (answer) => {
      notify.success(answer.message);
      reset(form);
    },
    onError: (error) => {
      notify.error('Error!', { description: failureMessage(error), cause: error });
      // A refused solution (expired, or already used) cannot be sent again: the box must be ticked anew.
      if (error instanceof BffError && error.code === 'captcha_refused') setInput(form, { path: ['captcha'], input: '' });
    },
  });

  return (
    <Form method="post" of={form} onSubmit={(input) => send.mutate(input)} className={styles.form}>
      <div className={styles.pair}>
        <FormTextField of={form} path={['name']} label="Name" autoComplete="name" maxLength={61} />
        <FormEmailField
          of={form}
          path={['email']}
          label="Email"
          placeholder="you@company.co.uk"
        />
      </div>
      <FormTextAreaField
        of={form}
        path={['message']}
        label="Message"
        placeholder="What would you like printed, how many, and by when?"
        characterLimit={1000}
        maxLength={1001}
      />
      <CaptchaField of={form} path={['captcha']} label="Quick check" challengeUrl={CAPTCHA_CHALLENGE_URL} />
      <Button type="submit" size="lg" isPending={send.isPending} className={styles.submit}>
        SEND
      </Button>
    </Form>
  );
}

import { Form, reset, useForm } from '@formisch/react';
import { NewsletterSchema } from '@bff/schemas/newsletter';
import { Button } from '@web/components/ui/button';
import { FormEmailField } from '@web/components/ui/form-email-field';
import { serverMessage } from '@web/lib/server-message';
import { notify } from '@web/lib/toast';
import { useSubscribeToNewsletter } from '../api/subscribe';
import styles from './newsletter-form.module.css';


/** 'Stay in Touch': one email field; the form resets after every answer. */
export function NewsletterForm() {
  const form = useForm({ schema: NewsletterSchema, validate: 'blur', revalidate: 'input' });
  const subscribe = useSubscribeToNewsletter({
    onSuccess: (answer) => notify.success(answer.message),
    onError: (error) => notify.error('Error!', { description: serverMessage(error, { fallback: 'Please try again.' }) }),
    onSettled: () => reset(form),
  });

  return (
    <Form method="post" of={form} onSubmit={(input) => subscribe.mutate(input)} className={styles.form} aria-label="Newsletter sign-up">
      <FormEmailField of={form} path={['email']} label="Email address" placeholder="you@company.co.uk" tone="onDark" className={styles.field} />
      <Button type="submit" isPending={subscribe.isPending} className={styles.submit}>
        SUBSCRIBE
      </Button>
    </Form>
  );
}

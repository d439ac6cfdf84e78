import { useEffect, useId, useLayoutEffect, useState } from 'react';
import { Form, reset, submit, useForm } from '@formisch/react';
import { NewsletterSchema } from '@bff/schemas/newsletter';
import { Button } from '@web/components/ui/button';
import { FormEmailField } from '@web/components/ui/form-email-field';
import { serverMessage } from '@web/lib/server-message';
import { notify } from '@web/lib/toast';
import { useSubscribeToNewsletter } from '../api/subscribe';
import { caretToEnd, NEWSLETTER_FORM, type NewsletterHandover } from './newsletter-handover';
import styles from './newsletter-form.module.css';

export interface SubscribeFormProps {
  /** Read once, on the first render, while the stand-in is still on the page. */
  handover: () => NewsletterHandover;
}

/**
 * 'Stay in Touch': one email field; the form resets after every answer. Loaded on intent, it takes
 * over from NewsletterForm's plain stand-in with what was typed there, its focus, and a submit sent
 * before it came.
 */
export function SubscribeForm({ handover }: SubscribeFormProps) {
  const [start] = useState(handover);
  const id = useId();
  const form = useForm({ schema: NewsletterSchema, initialInput: { email: start.email }, validate: 'blur', revalidate: 'input' });
  const subscribe = useSubscribeToNewsletter({
    onSuccess: (answer) => notify.success(answer.message),
    onError: (error) => notify.error('Error!', { description: serverMessage(error, { fallback: 'Please try again.' }), cause: error }),
    // Empty, not back to what the stand-in handed over (the form's initial input).
    onSettled: () => reset(form, { initialInput: { email: '' } }),
  });

  // Before the browser paints, so focus never leaves the footer's form.
  useLayoutEffect(() => {
    const element = document.getElementById(id);
    if (!(element instanceof HTMLFormElement)) return;
    const input = element.querySelector('input');
    // Left before the code came: leave the real field once, so it checks the typing as leaving does,
    // then give focus back to wherever the shopper had taken it.
    if (start.left && input) {
      const elsewhere = document.activeElement;
      input.focus({ preventScroll: true });
      input.blur();
      if (elsewhere instanceof HTMLElement && elsewhere !== document.body) elsewhere.focus({ preventScroll: true });
    }
    const target = start.focus === 'email' ? input : start.focus === 'submit' ? element.querySelector('button[type="submit"]') : null;
    if (!(target instanceof HTMLElement)) return;
    target.focus({ preventScroll: true });
    if (target instanceof HTMLInputElement) caretToEnd(target);
  }, [id, start]);

  useEffect(() => {
    if (start.submit) submit(form);
  }, [form, start]);

  return (
    <Form id={id} method="post" of={form} onSubmit={(input) => subscribe.mutate(input)} className={styles.form} aria-label={NEWSLETTER_FORM.name}>
      <FormEmailField of={form} path={['email']} label={NEWSLETTER_FORM.label} placeholder={NEWSLETTER_FORM.placeholder} tone="onDark" />
      <Button type="submit" isPending={subscribe.isPending} className={styles.submit}>
        {NEWSLETTER_FORM.submit}
      </Button>
    </Form>
  );
}

import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { LIMITS } from '@bff/schemas/limits';
import { buttonClassName } from '@web/components/ui/button-look';
import fieldStyles from '@web/components/ui/text-field.module.css';
import { cx } from '@web/lib/cx';
import { submitAgainIfSentEarly } from '@web/lib/early-submit';
import { loadOnIntent } from '@web/lib/lazy-on-intent';
import { NEWSLETTER_FORM, type NewsletterHandover } from './newsletter-handover';
import styles from './newsletter-form.module.css';

// The form's code (formisch, valibot's schema, react-aria's field and button) is in every page's
// footer but few shoppers use it: it loads when one shows intent, not with the page.
const subscribeForm = loadOnIntent(() => import('./subscribe-form'));

/** What the stand-in holds at the moment its twin renders (it is still on the page then). */
function handoverOf(form: HTMLFormElement | null, left: boolean, submit: boolean): NewsletterHandover {
  const email = form?.querySelector('input') ?? null;
  const active = document.activeElement;
  const focus = !active || !form?.contains(active) ? null : active === email ? 'email' : active instanceof HTMLButtonElement ? 'submit' : null;
  return { email: email?.value ?? '', focus, left, submit };
}

/**
 * 'Stay in Touch', in every page's footer. The server and the first load render a stand-in of plain
 * elements, with the real form's markup and classes: a pointer resting on it, focus, a touch or typing
 * loads SubscribeForm, which takes over with what was typed and the focus. A submit sent before the
 * code came is kept and sent by it, one sent before the page's scripts ran too (the stand-in takes it
 * over as it hydrates). Nothing moves at the swap: same elements, same looks.
 */
export function NewsletterForm() {
  const [loaded, request] = subscribeForm.useLoaded();
  const standIn = useRef<HTMLFormElement>(null);
  const left = useRef(false);
  const [submitted, setSubmitted] = useState(false);
  const inputId = useId();
  useEffect(() => submitAgainIfSentEarly(standIn.current), []);

  if (loaded) return <loaded.SubscribeForm handover={() => handoverOf(standIn.current, left.current, submitted)} />;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    request();
  };
  return (
    <form
      ref={standIn}
      method="post"
      noValidate
      aria-label={NEWSLETTER_FORM.name}
      className={styles.form}
      onPointerEnter={request}
      onPointerDown={request}
      onTouchStart={request}
      onFocus={request}
      onInput={request}
      onSubmit={onSubmit}
    >
      <div className={cx(fieldStyles.field, fieldStyles.onDark)}>
        <label htmlFor={inputId} className={fieldStyles.label}>
          {NEWSLETTER_FORM.label}
        </label>
        <input
          id={inputId}
          name="email"
          type="email"
          inputMode="email"
          autoComplete="email"
          maxLength={LIMITS.email + 1}
          placeholder={NEWSLETTER_FORM.placeholder}
          className={fieldStyles.input}
          onBlur={() => (left.current = true)}
        />
      </div>
      <button type="submit" className={buttonClassName({}, styles.submit)}>
        {NEWSLETTER_FORM.submit}
      </button>
    </form>
  );
}

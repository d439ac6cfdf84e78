import 'altcha/external';
import 'altcha/altcha.css';
import type {} from 'altcha/types/react';
import type { AltchaWidgetElement } from 'altcha/types/generic';
import Pbkdf2Worker from 'altcha/workers/pbkdf2?worker';
import { useEffect, useId, useRef } from 'react';
import { useHydrated } from '@tanstack/react-router';
import type { FormSchema, FormStore, RequiredPath, ValidPath } from '@formisch/react';
import type * as v from 'valibot';
import { FieldErrorLine } from '@web/components/ui/plain-field-messages';
import { useBoundField } from '@web/components/ui/use-bound-field';
import { cx } from '@web/lib/cx';
import styles from './captcha-field.module.css';

// The BFF issues PBKDF2 challenges only. Its worker is loaded as a file of the shop's own origin:
// altcha's default bundle inlines workers as blob: URLs, which the shop's Content-Security-Policy refuses.
globalThis.$altcha.algorithms.set('PBKDF2/SHA-256', () => new Pbkdf2Worker());

// Pointer tracking only feeds ALTCHA's hosted service, which this shop does not use.
const WIDGET_CONFIGURATION = JSON.stringify({ humanInteractionSignature: false });

interface CaptchaFieldProps<TSchema extends FormSchema, TPath extends RequiredPath> {
  of: FormStore<TSchema>;
  /** The string field that holds the solved payload ('' until the widget is verified). */
  path: ValidPath<v.InferInput<TSchema>, TPath>;
  label: string;
  /** Where the widget fetches a challenge (a fresh one each time it is ticked). */
  challengeUrl: string;
}

/**
 * ALTCHA's proof-of-work widget as a form field: ticking its box makes the browser solve a challenge
 * (a second or two, no puzzle to read or hear), and the solved payload becomes the field's value.
 * When the form resets, the widget resets with it, so every message is verified anew.
 */
export function CaptchaField<TSchema extends FormSchema, TPath extends RequiredPath>({
  of,
  path,
  label,
  challengeUrl,
}: CaptchaFieldProps<TSchema, TPath>) {
  const { field, errorMessage, onBlur } = useBoundField(of, path);
  const widgetRef = useRef<AltchaWidgetElement>(null);
  const labelId = useId();
  const errorId = useId();
  const setPayload = field.onChange as (payload: string) => void;
  const payload = (field.input as string | undefined) ?? '';
  const hydrated = useHydrated();

  useEffect(() => {
    const widget = widgetRef.current;
    if (!widget) return;
    // Verifying, expired and error states all mean "no valid payload right now".
    const onStateChange = (event: Event) => {
      const detail = (event as CustomEvent<{ state: string; payload?: string }>).detail;
      setPayload(detail.state === 'verified' && detail.payload ? detail.payload : '');
    };
    widget.addEventListener('statechange', onStateChange);
    return () => widget.removeEventListener('statechange', onStateChange);
  }, [setPayload, hydrated]);

  useEffect(() => {
    const widget = widgetRef.current;
    // getState exists once the custom element has upgraded.
    if (payload === '' && widget?.getState?.() === 'verified') widget.reset();
  }, [payload]);

  return (
    <div
      role="group"
      aria-labelledby={labelId}
      aria-describedby={errorMessage ? errorId : undefined}
      className={styles.field}
      onFocus={field.props.onFocus}
      onBlur={onBlur}
    >
      <span id={labelId} className={styles.label}>
        {label}
      </span>
      {/* The element draws its own markup as soon as it is defined, which hydration would take for a
          mismatch: it comes after hydration, in a box of its size. */}
      {hydrated ? (
        <altcha-widget
          ref={widgetRef}
          challenge={challengeUrl}
          name="captcha"
          type="checkbox"
          configuration={WIDGET_CONFIGURATION}
          className={cx(styles.widget, errorMessage && styles.invalid)}
        />
      ) : (
        <div className={styles.widget} />
      )}
      {errorMessage && (
        <FieldErrorLine id={errorId} className={styles.error}>
          {errorMessage}
        </FieldErrorLine>
      )}
    </div>
  );
}

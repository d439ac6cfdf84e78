import { useId, type ReactNode } from 'react';
import { getDeepErrorEntries, useField, type FormSchema, type FormStore } from '@formisch/react';
import { isServerError } from '@web/lib/form-errors';
import { Button } from './button';
import styles from './form-submit.module.css';

/**
 * The labels of the fields that still stop the form, in form order, for FormSubmit's hint. Call it in
 * the component that owns the form (formisch re-renders the component whose render read the state).
 * `labels` are keyed by top-level field, or by dot path for nested ones ('billing.postcode').
 * `ignore`: fields the submit handler checks itself, e.g. a privacy checkbox the spec answers with a toast.
 * A field the server refused is filled in as the form asks: its message says what to change, and it
 * neither disables the button nor is listed as still to complete.
 */
export function missingFieldLabels<TSchema extends FormSchema>(
  form: FormStore<TSchema>,
  labels: Record<string, string>,
  ignore: readonly string[] = [],
): string[] {
  const keys = new Set<string>();
  for (const entry of getDeepErrorEntries(form)) {
    const key = String(entry.path[0] ?? '');
    if (ignore.includes(key) || isServerError(entry.errors)) continue;
    keys.add(key);
    keys.add(entry.path.join('.'));
  }
  return Object.keys(labels).filter((key) => keys.has(key)).map((key) => labels[key] as string);
}

/**
 * missingFieldLabels read by the component that calls this, not the form's owner: formisch re-renders
 * the component whose hook last ran before a read, and a useField on the form's root makes that this
 * one. A long form puts it in the part around its submit button, so a keystroke (which revalidates
 * the whole form) re-renders that part, not the whole form.
 */
export function useMissingFieldLabels<TSchema extends FormSchema>(
  form: FormStore<TSchema>,
  labels: Record<string, string>,
  ignore: readonly string[] = [],
): string[] {
  useField(form, { path: [] as never });
  return missingFieldLabels(form, labels, ignore);
}

/** 'A, B, C.' without doubling a label's own question mark. */
function sentence(labels: readonly string[]): string {
  const text = labels.join(', ');
  return /[.?!]$/.test(text) ? text : `${text}.`;
}

interface FormSubmitProps {
  /** From missingFieldLabels: while any field is listed the button is disabled and the hint says which. */
  missing: readonly string[];
  isPending?: boolean;
  /** The id of the form it submits, when the button sits outside that form (e.g. after a second form). */
  form?: string;
  /** A reason beyond the fields that stops the form (e.g. an item that cannot be ordered); disables it too. */
  reason?: string | null;
  children: ReactNode;
}

/** The submit button the spec disables while the form is invalid, telling the shopper why (DESIGN: forms). */
export function FormSubmit({ missing, isPending = false, form, reason, children }: FormSubmitProps) {
  const hintId = useId();
  const blocked = missing.length > 0 || !!reason;
  return (
    <div className={styles.submit}>
      <Button
        type="submit"
        form={form}
        size="lg"
        fullWidth
        isDisabled={blocked}
        isPending={isPending}
        aria-describedby={blocked ? hintId : undefined}
      >
        {children}
      </Button>
      {blocked && (
        <p id={hintId} className={styles.hint}>
          {reason ?? `To continue, complete: ${sentence(missing)}`}
        </p>
      )}
    </div>
  );
}

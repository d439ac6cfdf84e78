import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import { useField, type FieldStore, type FormSchema, type FormStore, type RequiredPath, type ValidPath } from '@formisch/react';
import type * as v from 'valibot';

export interface BoundField<TSchema extends FormSchema, TPath extends RequiredPath> {
  field: FieldStore<TSchema, TPath>;
  /** The field's first error, once the shopper has left the field or submitted; else null. */
  errorMessage: string | null;
  /** Give this to the control's onBlur. */
  onBlur: () => void;
}

/**
 * A formisch field for a custom control (select, radio group, checkbox, password, file). Errors wait
 * until the shopper has left the field or submitted, so nobody is told off mid-typing, the same rule
 * FormTextField follows. The handlers keep their identity across renders: formisch revalidates the
 * whole form on every keystroke and re-renders each field that has errors, and a memoised control
 * (TextField) then skips its own render when nothing it shows has changed.
 */
export function useBoundField<TSchema extends FormSchema, TPath extends RequiredPath>(
  of: FormStore<TSchema>,
  path: ValidPath<v.InferInput<TSchema>, TPath>,
): BoundField<TSchema, TPath> {
  const field = useField(of, { path });
  const [left, setLeft] = useState(false);
  const showError = of.isSubmitted || (left && field.isTouched);
  const onBlur = useCallback(() => {
    field.props.onBlur();
    setLeft(true);
  }, [field]);
  return { field, errorMessage: showError ? (field.errors?.[0] ?? null) : null, onBlur };
}

/** What a text-like control (TextField, TextAreaField, PasswordField) takes from a bound field. */
export interface BoundTextProps {
  name: string;
  value: string;
  onChange: (value: string) => void;
  onFocus: () => void;
  onBlur: () => void;
  inputRef: FieldStore<FormSchema, RequiredPath>['props']['ref'];
  errorMessage: string | null;
}

const asTyped = (text: string) => text;

/**
 * useBoundField, spread straight onto a text-like control; `clean` rewrites what is typed or pasted
 * (a function that keeps its identity, so the handlers do too).
 */
export function useBoundTextProps<TSchema extends FormSchema, TPath extends RequiredPath>(
  of: FormStore<TSchema>,
  path: ValidPath<v.InferInput<TSchema>, TPath>,
  clean: (text: string) => string = asTyped,
): BoundTextProps {
  const { field, errorMessage, onBlur } = useBoundField(of, path);
  const setValue = field.onChange as (value: string) => void;
  const onChange = useCallback((text: string) => setValue(clean(text)), [setValue, clean]);
  const value = typeof field.input === 'string' ? field.input : '';
  const held = useRef({ value, onChange });
  useLayoutEffect(() => {
    held.current = { value, onChange };
  });
  const fieldRef = field.props.ref;
  // What was typed into the server's page before its scripts ran is still in the box as React hydrates
  // it (React leaves it there), but not in the form: the form takes it over, or the field's next render
  // would empty the box.
  const inputRef = useCallback(
    (element: Parameters<typeof fieldRef>[0]) => {
      fieldRef(element);
      if (element && element.value !== held.current.value) held.current.onChange(element.value);
    },
    [fieldRef],
  );
  return { name: field.props.name, value, onChange, onFocus: field.props.onFocus, onBlur, inputRef, errorMessage };
}

import { useId, useState, type KeyboardEvent } from 'react';
import { cx } from '@web/lib/cx';
import { PlainFieldMessages, plainFieldMessageIds } from './plain-field-messages';
import { Icon } from './icon';
import styles from './number-field.module.css';
import fieldStyles from './text-field.module.css';

export interface NumberFieldProps {
  label: string;
  /** The field's accessible name when it should say more than the visible label (e.g. 'Quantity in size M'). */
  'aria-label'?: string;
  /** A whole number; NaN shows an empty field. */
  value: number;
  /** Called with the new number when the shopper commits one (Enter, leaving the field, arrows, − / +); NaN when they empty it. */
  onChange: (value: number) => void;
  minValue?: number | undefined;
  maxValue?: number | undefined;
  /** Typed numbers snap to minValue plus a whole number of steps; − / + and the arrow keys move by one step. */
  step?: number;
  description?: string | undefined;
  /** Shown under the field in the danger colour; its presence marks the field invalid. */
  errorMessage?: string | null;
  /** compact: a narrow field for a grid of them (e.g. one per garment size). */
  size?: 'default' | 'compact';
  className?: string;
}

const wholeNumber = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 0 });
const format = (value: number) => (Number.isNaN(value) ? '' : wholeNumber.format(value));
/** What the shopper typed as a number, grouping commas and spaces ignored; NaN when nothing is left. */
const parseTyped = (typed: string) => {
  const digits = typed.replace(/[\s,]/g, '');
  return digits === '' ? Number.NaN : Number(digits);
};

/** Within min and max, on the step's grid counted from min. */
function settle(value: number, { minValue, maxValue, step = 1 }: Pick<NumberFieldProps, 'minValue' | 'maxValue' | 'step'>): number {
  const base = minValue ?? 0;
  let settled = base + Math.round((value - base) / step) * step;
  if (maxValue !== undefined && settled > maxValue) settled = maxValue - ((maxValue - base) % step);
  if (minValue !== undefined && settled < minValue) settled = minValue;
  return settled;
}

/**
 * A whole-number field: typed digits (grouping commas allowed), arrow keys and − / + buttons, kept
 * within min and max and on the step. What is typed is the shopper's until they commit it (Enter or
 * leaving the field); an emptied field reports NaN. Plain elements: a text input with a numeric
 * keyboard and two buttons need no library, and the configurator renders one on every product page.
 */
export function NumberField({ label, 'aria-label': ariaLabel, value, onChange, minValue, maxValue, step = 1, description, errorMessage, size = 'default', className }: NumberFieldProps) {
  const id = useId();
  const [draft, setDraft] = useState<string | null>(null);
  const limits = { minValue, maxValue, step };
  const messageIds = plainFieldMessageIds(id, description, errorMessage);

  const commit = (next: number) => {
    setDraft(null);
    const settled = Number.isNaN(next) ? next : settle(next, limits);
    if (!Object.is(settled, value)) onChange(settled);
  };
  const commitDraft = () => {
    if (draft !== null) commit(parseTyped(draft));
  };
  const stepBy = (direction: 1 | -1) => {
    const from = draft === null ? value : parseTyped(draft);
    if (Number.isNaN(from)) commit(minValue ?? 0);
    else commit(from + direction * step);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') commitDraft();
    else if (event.key === 'ArrowUp' || event.key === 'ArrowDown') {
      event.preventDefault();
      stepBy(event.key === 'ArrowUp' ? 1 : -1);
    }
  };
  const atMin = minValue !== undefined && value <= minValue;
  const atMax = maxValue !== undefined && value >= maxValue;

  return (
    <div className={cx(fieldStyles.field, size === 'compact' && styles.compact, className)}>
      <label htmlFor={id} className={fieldStyles.label}>
        {label}
      </label>
      <div className={styles.group} data-invalid={errorMessage ? true : undefined}>
        {/* Out of the tab order, as the arrow keys do the same from the field. */}
        <button type="button" tabIndex={-1} aria-label={`Decrease ${ariaLabel ?? label}`} disabled={atMin} onClick={() => stepBy(-1)} className={styles.step}>
          <Icon name="minus" size={16} />
        </button>
        <input
          id={id}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          aria-label={ariaLabel}
          aria-invalid={errorMessage ? true : undefined}
          aria-describedby={messageIds.describedBy}
          value={draft ?? format(value)}
          onChange={(event) => setDraft(event.currentTarget.value.replace(/[^\d\s,]/g, ''))}
          onBlur={commitDraft}
          onKeyDown={onKeyDown}
          className={styles.input}
        />
        <button type="button" tabIndex={-1} aria-label={`Increase ${ariaLabel ?? label}`} disabled={atMax} onClick={() => stepBy(1)} className={styles.step}>
          <Icon name="plus" size={16} />
        </button>
      </div>
      <PlainFieldMessages ids={messageIds} description={description} errorMessage={errorMessage} classNames={fieldStyles} />
    </div>
  );
}

import { memo } from 'react';
import type { AttributeView } from '../api/catalog-queries';
import { Select } from '@web/components/ui/select';
import { formatPence } from '@web/lib/money';
import { ChoiceCards } from '@web/components/ui/choice-cards';
import styles from './attribute-field.module.css';

/** More options than this read better as a dropdown than as a wall of cards. */
const MAX_CARDS = 6;

/**
 * 'from +£5.83 inc. VAT' or 'from −£1.20 inc. VAT', on the headline prices' basis; nothing when it is
 * free. A starting figure, said as one: at the smallest quantity with the standard options, and with
 * other options or more items the same choice changes the price by more (the live price has the exact
 * total; the page knows no price curve to work each option's own difference out from).
 */
function extraText(pence: number): string | null {
  if (pence === 0) return null;
  return `from ${pence > 0 ? '+' : ''}${formatPence(pence)} inc. VAT`;
}

interface AttributeFieldProps {
  attribute: AttributeView;
  value: number | undefined;
  onChange: (optionId: number) => void;
}

/**
 * One attribute (paper, size, finish, sides…) as option cards, or a Select for long lists. Memoised:
 * a choice in one attribute leaves the others' fields as they were.
 */
export const AttributeField = memo(function AttributeField({ attribute, value, onChange }: AttributeFieldProps) {
  const selected = value === undefined ? null : String(value);
  if (attribute.options.length > MAX_CARDS) {
    return (
      <Select
        label={attribute.name}
        value={selected}
        onChange={(id) => onChange(Number(id))}
        options={attribute.options.map((option) => {
          const extra = extraText(option.extraFrom);
          return { id: String(option.id), label: extra ? `${option.name} (${extra})` : option.name };
        })}
      />
    );
  }
  return (
    <ChoiceCards
      label={attribute.name}
      value={selected}
      onChange={(id) => onChange(Number(id))}
      choices={attribute.options.map((option) => {
        const extra = extraText(option.extraFrom);
        return {
          id: String(option.id),
          title: option.name,
          detail: extra && <span className={option.extraFrom < 0 ? styles.saving : undefined}>{extra}</span>,
          media: option.image && (
            <img
              className={styles.swatch}
              src={option.image.src}
              srcSet={option.image.srcSet}
              sizes="40px"
              width={option.image.width}
              height={option.image.height}
              alt=""
              loading="lazy"
            />
          ),
        };
      })}
    />
  );
});

import type { ReactNode } from 'react';
import { Label, Radio, RadioGroup, Text } from 'react-aria-components';
import { cx } from '@web/lib/cx';
import { Icon, type IconName } from './icon';
import styles from './choice-cards.module.css';

export interface Choice {
  id: string;
  title: ReactNode;
  /** A second line: a price difference, a unit price, a delivery date. */
  detail?: ReactNode;
  /** Something on the card's right edge, e.g. the delivery price. */
  aside?: ReactNode;
  /** A small picture or swatch before the title. */
  media?: ReactNode;
  /** Or an icon there, in the brand colour. */
  icon?: IconName;
}

interface ChoiceCardsProps {
  label: string;
  /** Keep the label for assistive tech only, when a heading above already says it. */
  hideLabel?: boolean;
  description?: string;
  choices: readonly Choice[];
  value: string | null;
  onChange: (id: string) => void;
  /**
   * grid: short choices side by side (paper, quantity); list: one per row (delivery services, ranges);
   * fit: a few long choices sharing the row equally, one per row when the screen is narrow.
   */
  layout?: 'grid' | 'list' | 'fit';
  /** compact: small boxes for many short values (quantities). */
  density?: 'default' | 'compact';
}

/** A react-aria RadioGroup drawn as option cards: arrow keys move, the choice is marked and bordered. */
export function ChoiceCards({
  label,
  hideLabel = false,
  description,
  choices,
  value,
  onChange,
  layout = 'grid',
  density = 'default',
}: ChoiceCardsProps) {
  return (
    <RadioGroup value={value} onChange={onChange} className={styles.group}>
      <Label className={cx(styles.label, hideLabel && styles.visuallyHidden)}>{label}</Label>
      {description && (
        <Text slot="description" className={styles.description}>
          {description}
        </Text>
      )}
      <div className={cx(styles.choices, styles[layout], density === 'compact' && styles.compact)}>
        {choices.map((choice) => (
          <Radio key={choice.id} value={choice.id} className={styles.card}>
            {choice.icon ? <Icon name={choice.icon} size={24} className={styles.icon} /> : choice.media}
            <span className={styles.text}>
              <span className={styles.title}>{choice.title}</span>
              {choice.detail && <span className={styles.detail}>{choice.detail}</span>}
            </span>
            {choice.aside && <span className={styles.aside}>{choice.aside}</span>}
            <span className={styles.check} aria-hidden="true" />
          </Radio>
        ))}
      </div>
    </RadioGroup>
  );
}

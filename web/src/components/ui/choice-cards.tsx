import { useId, type ReactNode } from 'react';
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

/**
 * Native radio buttons drawn as option cards, in a labelled radiogroup: arrow keys move and choose,
 * the choice is marked and bordered. Native inputs rather than react-aria's RadioGroup: the browser
 * already gives radios everything that component adds, and the configurator shows two dozen of them,
 * each a handful of hooks to render on the server and hydrate (and react-aria's group rendered them
 * all again right after hydration).
 */
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
  const name = useId();
  return (
    <div
      role="radiogroup"
      aria-labelledby={`${name}label`}
      aria-describedby={description ? `${name}description` : undefined}
      className={styles.group}
    >
      <span id={`${name}label`} className={cx(styles.label, hideLabel && styles.visuallyHidden)}>
        {label}
      </span>
      {description && (
        <span id={`${name}description`} className={styles.description}>
          {description}
        </span>
      )}
      <div className={cx(styles.choices, styles[layout], density === 'compact' && styles.compact)}>
        {choices.map((choice) => (
          <label key={choice.id} className={styles.card} data-selected={choice.id === value || undefined}>
            <input
              type="radio"
              name={name}
              value={choice.id}
              checked={choice.id === value}
              onChange={() => onChange(choice.id)}
              className={styles.input}
            />
            {choice.icon ? <Icon name={choice.icon} size={24} className={styles.icon} /> : choice.media}
            <span className={styles.text}>
              <span className={styles.title}>{choice.title}</span>
              {choice.detail && <span className={styles.detail}>{choice.detail}</span>}
            </span>
            {choice.aside && <span className={styles.aside}>{choice.aside}</span>}
            <span className={styles.check} aria-hidden="true" />
          </label>
        ))}
      </div>
    </div>
  );
}

import { memo, useId } from 'react';
import type { ColourView } from '../api/catalog-queries';
import styles from './colour-swatches.module.css';

interface ColourSwatchesProps {
  colours: readonly ColourView[];
  value: number | null;
  onChange: (colourId: number) => void;
}

/**
 * Garment colours as round swatches with their names, native radios in a labelled radiogroup (as the
 * configurator's option cards); the chosen one's name is also shown in the label. Memoised, as
 * the configurator's other fields: a choice in another field leaves the swatches as they were.
 */
export const ColourSwatches = memo(function ColourSwatches({ colours, value, onChange }: ColourSwatchesProps) {
  const name = useId();
  const chosen = colours.find((colour) => colour.id === value);
  return (
    <div role="radiogroup" aria-labelledby={`${name}label`} className={styles.group}>
      <span id={`${name}label`} className={styles.label}>
        Garment colour{chosen && <span className={styles.chosen}>: {chosen.name}</span>}
      </span>
      <div className={styles.swatches}>
        {colours.map((colour) => (
          <label key={colour.id} className={styles.swatch} data-selected={colour.id === value || undefined}>
            <input
              type="radio"
              name={name}
              value={colour.id}
              checked={colour.id === value}
              onChange={() => onChange(colour.id)}
              className={styles.input}
            />
            <span className={styles.chip} style={{ backgroundColor: colour.hex }} aria-hidden="true" />
            <span className={styles.name}>{colour.name}</span>
          </label>
        ))}
      </div>
    </div>
  );
});

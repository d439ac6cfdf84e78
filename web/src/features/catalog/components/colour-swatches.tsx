import { Label, Radio, RadioGroup } from 'react-aria-components';
import type { ColourView } from '../api/catalog-queries';
import styles from './colour-swatches.module.css';

interface ColourSwatchesProps {
  colours: readonly ColourView[];
  value: number | null;
  onChange: (colourId: number) => void;
}

/** Garment colours as round swatches with their names; the chosen one's name is also shown in the label. */
export function ColourSwatches({ colours, value, onChange }: ColourSwatchesProps) {
  const chosen = colours.find((colour) => colour.id === value);
  return (
    <RadioGroup
      value={value === null ? null : String(value)}
      onChange={(id) => onChange(Number(id))}
      orientation="horizontal"
      className={styles.group}
    >
      <Label className={styles.label}>
        Garment colour{chosen && <span className={styles.chosen}>: {chosen.name}</span>}
      </Label>
      <div className={styles.swatches}>
        {colours.map((colour) => (
          <Radio key={colour.id} value={String(colour.id)} className={styles.swatch}>
            <span className={styles.chip} style={{ backgroundColor: colour.hex }} aria-hidden="true" />
            <span className={styles.name}>{colour.name}</span>
          </Radio>
        ))}
      </div>
    </RadioGroup>
  );
}

import { useId } from 'react';
import { MAX_LINE_QUANTITY } from '@bff/schemas/cart';
import type { QuantityModel } from '../api/catalog-queries';
import { NumberField } from '@web/components/ui/number-field';
import { formatPence } from '@web/lib/money';
import { formatCount, formatItems } from '../format';
import { totalQuantity, withQuantity, withSize, type Selection } from '../selection';
import { ChoiceCards } from '@web/components/ui/choice-cards';
import styles from './quantity-picker.module.css';

interface QuantityPickerProps {
  model: QuantityModel;
  selection: Selection;
  onChange: (selection: Selection) => void;
  /** Why the quantity cannot be priced, shown under the field. */
  problem: string | null;
}

/** NumberField reports an empty field as NaN. */
const typed = (value: number) => (Number.isNaN(value) ? null : value);

/** The three quantity styles: presets + own quantity, per garment size, ranges. */
export function QuantityPicker(props: QuantityPickerProps) {
  const { model } = props;
  if (model.style === 2) return <SizedQuantities {...props} model={model} />;
  if (model.style === 3) return <RangeQuantities {...props} model={model} />;
  return <PresetQuantities {...props} model={model} />;
}

type Props<Style extends QuantityModel['style']> = QuantityPickerProps & { model: Extract<QuantityModel, { style: Style }> };

function SizedQuantities({ model, selection, onChange, problem }: Props<2>) {
  const id = useId();
  const total = totalQuantity(model, selection);
  return (
    <div className={styles.stack}>
      <div role="group" aria-labelledby={`${id}-label`} aria-describedby={`${id}-total`} className={styles.sizes}>
        <p id={`${id}-label`} className={styles.groupLabel}>
          How many of each size?
        </p>
        <div className={styles.sizeGrid}>
          {model.sizes.map((size) => (
            <NumberField
              key={size.name}
              label={size.name}
              size="compact"
              minValue={0}
              maxValue={MAX_LINE_QUANTITY}
              value={selection.sizes[size.name] ?? 0}
              onChange={(value) => onChange(withSize(selection, size.name, typed(value) ?? 0))}
              description={size.extraEach > 0 ? `+${formatPence(size.extraEach)} each inc. VAT` : undefined}
            />
          ))}
        </div>
      </div>
      <p id={`${id}-total`} className={styles.total} aria-live="polite">
        Total: <strong>{formatItems(total)}</strong>
      </p>
      {problem && <p className={styles.problem}>{problem}</p>}
    </div>
  );
}

function RangeQuantities({ model, selection, onChange, problem }: Props<3>) {
  const first = model.ranges[0];
  const last = model.ranges[model.ranges.length - 1];
  return (
    <div className={styles.stack}>
      <ChoiceCards
        label="Quantity range"
        description="Each price is for every item in its range, with the standard options. The more you order, the less each one costs."
        layout="list"
        value={selection.quantityId === null ? null : String(selection.quantityId)}
        onChange={(id) => {
          const range = model.ranges.find((candidate) => String(candidate.id) === id);
          if (range) onChange(withQuantity(model, selection, range.from));
        }}
        choices={model.ranges.map((range) => ({
          id: String(range.id),
          title: `${formatCount(range.from)} – ${formatCount(range.to)}`,
          aside: (
            <>
              {formatPence(range.unitNet)} <span className={styles.each}>each + VAT</span>
            </>
          ),
        }))}
      />
      <NumberField
        label="Quantity"
        className={styles.quantityField}
        minValue={first?.from}
        maxValue={last?.to}
        value={selection.quantity ?? Number.NaN}
        onChange={(value) => onChange(withQuantity(model, selection, typed(value)))}
        errorMessage={problem}
      />
    </div>
  );
}

function PresetQuantities({ model, selection, onChange, problem }: Props<1>) {
  return (
    <div className={styles.stack}>
      <ChoiceCards
        label="Popular quantities"
        density="compact"
        value={selection.quantityId === null ? null : String(selection.quantityId)}
        onChange={(id) => {
          const preset = model.presets.find((candidate) => String(candidate.id) === id);
          if (preset) onChange(withQuantity(model, selection, preset.quantity));
        }}
        choices={model.presets.map((preset) => ({ id: String(preset.id), title: formatCount(preset.quantity) }))}
      />
      {model.custom && (
        <NumberField
          label="Or enter your own quantity"
          className={styles.quantityField}
          minValue={model.custom.min}
          maxValue={model.custom.max}
          step={model.custom.step}
          value={selection.quantity ?? Number.NaN}
          onChange={(value) => onChange(withQuantity(model, selection, typed(value)))}
          description={`From ${formatCount(model.custom.min)} to ${formatCount(model.custom.max)}, in steps of ${formatCount(model.custom.step)}.`}
          errorMessage={problem}
        />
      )}
      {!model.custom && problem && <p className={styles.problem}>{problem}</p>}
    </div>
  );
}

import { useId, useMemo, type ReactNode } from 'react';
import type { ConfiguratorModel } from '../api/catalog-queries';
import type { Configurator } from '../use-configurator';
import { AttributeField } from './attribute-field';
import { ColourSwatches } from './colour-swatches';
import { DeliveryOptions } from './delivery-options';
import { QuantityPicker } from './quantity-picker';
import styles from './configurator-steps.module.css';

interface ConfiguratorStepsProps {
  model: ConfiguratorModel;
  configurator: Configurator;
  className?: string;
}

/** The configurator as numbered steps: options, colour (apparel), quantity, delivery; empty steps are left out. */
export function ConfiguratorSteps({ model, configurator, className }: ConfiguratorStepsProps) {
  const { selection, setSelection } = configurator;
  // Each field's change handler stays the same from render to render (it updates the selection it is
  // given, not the one it was rendered with), so a choice re-renders its own field, not its neighbours.
  const handlers = useMemo(
    () => ({
      attributes: model.attributes.map((attribute) => ({
        attribute,
        onChange: (optionId: number) => setSelection((current) => ({ ...current, options: { ...current.options, [attribute.id]: optionId } })),
      })),
      colour: (colourId: number) => setSelection((current) => ({ ...current, colourId })),
      delivery: (deliveryServiceId: number) => setSelection((current) => ({ ...current, deliveryServiceId })),
    }),
    [model.attributes, setSelection],
  );
  const steps: { title: string; body: ReactNode }[] = [];
  if (model.attributes.length > 0) {
    steps.push({
      title: 'Choose your options',
      body: handlers.attributes.map(({ attribute, onChange }) => (
        <AttributeField
          key={attribute.id}
          attribute={attribute}
          value={selection.options[String(attribute.id)]}
          onChange={onChange}
        />
      )),
    });
  }
  if (model.colours.length > 0) {
    steps.push({
      title: 'Pick a colour',
      body: <ColourSwatches colours={model.colours} value={selection.colourId} onChange={handlers.colour} />,
    });
  }
  steps.push({
    title: 'How many?',
    body: <QuantityPicker model={model.quantity} selection={selection} onChange={setSelection} problem={configurator.quantityProblem} />,
  });
  if (model.deliveryServices.length > 0) {
    steps.push({
      title: 'Delivery',
      body: (
        <DeliveryOptions
          services={model.deliveryServices}
          estimates={configurator.estimates}
          value={selection.deliveryServiceId}
          onChange={handlers.delivery}
        />
      ),
    });
  }

  return (
    <div className={className}>
      {steps.map((step, index) => (
        <Step key={step.title} number={index + 1} title={step.title}>
          {step.body}
        </Step>
      ))}
    </div>
  );
}

function Step({ number, title, children }: { number: number; title: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <section className={styles.step} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.stepTitle}>
        <span className={styles.stepNumber} aria-hidden="true">
          {number}
        </span>
        {title}
      </h2>
      <div className={styles.stepBody}>{children}</div>
    </section>
  );
}

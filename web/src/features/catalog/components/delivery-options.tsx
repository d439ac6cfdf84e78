import { memo } from 'react';
import type { DeliveryEstimateView, DeliveryServiceView } from '../api/catalog-queries';
import { Icon } from '@web/components/ui/icon';
import { Skeleton } from '@web/components/ui/skeleton';
import { formatPence } from '@web/lib/money';
import { ChoiceCards } from '@web/components/ui/choice-cards';
import styles from './delivery-options.module.css';

interface DeliveryOptionsProps {
  services: readonly DeliveryServiceView[];
  /** In the order of `services`; undefined while that estimate loads. */
  estimates: readonly (DeliveryEstimateView | undefined)[];
  value: number | null;
  onChange: (serviceId: number) => void;
}

/** Each delivery service with its price and the day it would arrive if ordered now; memoised, as the configurator's other fields. */
export const DeliveryOptions = memo(function DeliveryOptions({ services, estimates, value, onChange }: DeliveryOptionsProps) {
  return (
    <ChoiceCards
      label="Delivery service"
      hideLabel
      layout="list"
      value={value === null ? null : String(value)}
      onChange={(id) => onChange(Number(id))}
      choices={services.map((service, index) => {
        const estimate = estimates[index];
        return {
          id: String(service.id),
          media: <Icon name={service.collection ? 'pin' : service.sameDay ? 'bolt' : 'truck'} size={22} className={styles.icon} />,
          title: service.title,
          detail: (
            <>
              {estimate ? (
                <span className={styles.date}>
                  {service.collection ? 'Ready' : 'Arrives'} {estimate.text}
                </span>
              ) : (
                <Skeleton width="11em" />
              )}
              {service.description && <span className={styles.description}>{service.description}</span>}
            </>
          ),
          aside: service.price === 0 ? <span className={styles.free}>Free</span> : formatPence(service.price),
        };
      })}
    />
  );
});

import type { components } from '@bff/generated/upstream';
import { calendarDateText } from '@bff/lib/calendar-date';
import { poundsToPence } from '@bff/lib/money';
import { nextCutOff } from '@bff/shared/cut-off';
import type { UpstreamClient } from '@bff/upstream/client';
import type { DeliveryEstimateView, DeliveryServiceView, HomeData } from '@bff/view-models';

type Schemas = components['schemas'];

/** '2025-06-12' -> 'Thursday 12th June'. */
export function deliveryDateText(isoDate: string): string {
  return calendarDateText(isoDate, 'EEEE do MMMM');
}

/** The earliest delivery in words, field by field: nothing else the upstream adds reaches the browser. */
export function toMinDeliveryView(min: Schemas['MinDelivery'] | null | undefined): HomeData['minDelivery'] {
  return min ? { day: min.day, date: min.date, suffix: min.suffix, month: min.month } : null;
}

export function toDeliveryServiceView(service: Schemas['DeliveryService']): DeliveryServiceView {
  return {
    id: service.id,
    title: service.title,
    description: service.description ?? null,
    days: service.days,
    price: poundsToPence(service.price),
    cutOff: service.cut_off,
    sameDay: service.is_same_day,
    collection: service.is_collection,
  };
}

/**
 * When an order placed now with this service arrives. The upstream counts the working days; the
 * answer holds until the next cut-off, so that instant is part of the cache key: at 16:00 the next
 * request reads a fresh estimate instead of being served yesterday's from the cache.
 */
export async function loadEstimate(
  upstream: UpstreamClient,
  service: Pick<Schemas['DeliveryService'], 'id' | 'cut_off'>,
  now: Date = new Date(),
): Promise<DeliveryEstimateView> {
  const cutOffAt = nextCutOff(service.cut_off, now).toISOString();
  const estimate = (await upstream.getCached('estimate-date/{id}', { path: { id: service.id }, keyPart: cutOffAt })).data;
  return {
    serviceId: service.id,
    date: estimate.delivery_date,
    text: deliveryDateText(estimate.delivery_date),
    cutOffAt,
  };
}

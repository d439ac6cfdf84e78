// Delivery charges by postcode, shared by GET shipment-charge and the checkout's quote and orders,
// so a shopper is charged for delivery exactly what the shipment-charge call said.
import { company } from './content';
import type { OrderPolicy } from './orders';

/** The same-day area: central and inner London postcode districts. */
const SAME_DAY_AREAS = /^(EC|WC|E|N|NW|SE|SW|W)\d/;
/**
 * The carrier's surcharge areas, each named as the shopper's summary shows the charge: free delivery
 * covers mainland UK but for the Highlands and islands, and none of the UK beyond Great Britain.
 */
const REMOTE_AREAS: readonly { postcodes: RegExp; name: string }[] = [
  { postcodes: /^BT/, name: 'Northern Ireland delivery' },
  { postcodes: /^IM/, name: 'Isle of Man delivery' },
  { postcodes: /^(GY|JE)/, name: 'Channel Islands delivery' },
  { postcodes: /^(HS|IV|KW|ZE|PH(1[5-9]|[2-4]\d|50)|PA(2\d|[3-7]\d|80)|KA27|KA28)/, name: 'Highlands and islands delivery' },
];
const REMOTE_SURCHARGE_PENCE = 995;

/** Click-and-collect orders are picked up at the shop (the company profile's address). */
export const COLLECTION_POINT = {
  name: company.name,
  address: company.street,
  city: company.city,
  post_code: company.postCode,
  country: company.country,
};

export interface ShipmentCharge {
  costPence: number;
  /** What the charge is for; null when delivery is free. */
  name: string | null;
  sameDay: boolean;
}

/** Free UK delivery; remote areas pay the carrier's surcharge; collection is always free. */
export function shipmentCharge(policy: OrderPolicy, postCode: string | null): ShipmentCharge {
  const compact = (postCode ?? '').toUpperCase().replace(/\s+/g, '');
  const delivered = policy === 0;
  const remote = delivered ? REMOTE_AREAS.find((area) => area.postcodes.test(compact)) : undefined;
  return {
    costPence: remote ? REMOTE_SURCHARGE_PENCE : 0,
    name: remote?.name ?? null,
    sameDay: delivered && SAME_DAY_AREAS.test(compact),
  };
}

// Delivery charges by postcode, shared by GET shipment-charge and the checkout's quote and orders,
// so a shopper is charged for delivery exactly what the shipment-charge call said.
import { company } from './content';
import type { OrderPolicy } from './orders';

/** The same-day area: central and inner London postcode districts. */
const SAME_DAY_AREAS = /^(EC|WC|E|N|NW|SE|SW|W)\d/;
/** Carrier surcharge areas: Highlands and islands, Northern Ireland, Isle of Man, Channel Islands. */
const REMOTE_AREAS = /^(BT|HS|IV|KW|ZE|IM|GY|JE|PH(1[5-9]|[2-4]\d|50)|PA(2\d|[3-7]\d|80)|KA27|KA28)/;
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
  sameDay: boolean;
}

/** Free UK delivery; remote areas pay the carrier's surcharge; collection is always free. */
export function shipmentCharge(policy: OrderPolicy, postCode: string | null): ShipmentCharge {
  const compact = (postCode ?? '').toUpperCase().replace(/\s+/g, '');
  const delivered = policy === 0;
  return {
    costPence: delivered && REMOTE_AREAS.test(compact) ? REMOTE_SURCHARGE_PENCE : 0,
    sameDay: delivered && SAME_DAY_AREAS.test(compact),
  };
}

import * as v from 'valibot';
import { EmailSchema, LIMITS, RequiredTextSchema } from './fields';

// account-lifecycle.md section 5 (tracking): a guest looks an order up by email and order number.

/** The toast for an invalid form and for a failed lookup alike (section 8). */
export const TRACKING_FAILED_MESSAGE = 'Please enter a valid email and order no.';

export const OrderTrackingSchema = v.object({
  email: EmailSchema(),
  order_id: RequiredTextSchema('Order number is required', LIMITS.orderIdMax, LIMITS.orderIdMin),
});

export type OrderTrackingInput = v.InferInput<typeof OrderTrackingSchema>;
export type OrderTrackingOutput = v.InferOutput<typeof OrderTrackingSchema>;

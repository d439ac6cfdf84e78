import * as v from 'valibot';
import { EmailSchema, maxMessage, minMessage } from './fields';
import { LIMITS } from './limits';

// Order tracking: a guest looks an order up by email and order number.

/** The toast for an invalid form and for a failed lookup alike (section 8). */
export const TRACKING_FAILED_MESSAGE = 'Please enter a valid email and order no.';

const ORDER_NUMBER_REQUIRED = 'Order number is required';

/**
 * The order number as typed or copied from the invoice ('#00010231'): the '#' is how the invoice
 * prints it, not part of the number, so it is dropped before the spec's 6 to 30 characters are
 * counted. Nothing is added either: a number too short to be an order number is said to be so.
 */
const OrderNumberSchema = v.config(
  v.pipe(
    v.optional(v.string(ORDER_NUMBER_REQUIRED), ''),
    v.transform((typed) => typed.trim().replace(/^#\s*/, '')),
    v.nonEmpty(ORDER_NUMBER_REQUIRED),
    v.minLength(LIMITS.orderIdMin, minMessage(LIMITS.orderIdMin)),
    v.maxLength(LIMITS.orderIdMax, maxMessage(LIMITS.orderIdMax)),
  ),
  // One message at a time, like every field of the shop.
  { abortPipeEarly: true },
);

export const OrderTrackingSchema = v.object({
  email: EmailSchema(),
  order_id: OrderNumberSchema,
});

export type OrderTrackingInput = v.InferInput<typeof OrderTrackingSchema>;
export type OrderTrackingOutput = v.InferOutput<typeof OrderTrackingSchema>;

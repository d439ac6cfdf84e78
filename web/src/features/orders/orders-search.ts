import * as v from 'valibot';
import { invoiceNumber } from '@bff/shared/invoice-number';
import { PageSearchSchema } from '@web/lib/page-search';

/**
 * An invoice number in the address: 10231, or as the invoice prints it without its '#' (00010231),
 * which the router hands over as a string (JSON reads no leading zeros).
 */
const InvoiceNumberSchema = v.pipe(
  v.union([v.number(), v.pipe(v.string(), v.transform(invoiceNumber), v.number())]),
  v.integer(),
  v.minValue(1),
);

/**
 * My Orders' search: ?page= as every paged list reads it, and ?invoice=, the invoice open over the list
 * (its number only: nothing else of the order goes in the address). A value that is no invoice number
 * opens nothing; a number that is not one of the customer's orders opens the invoice saying so.
 */
export const OrdersSearchSchema = v.object({
  ...PageSearchSchema.entries,
  invoice: v.fallback(v.optional(InvoiceNumberSchema), undefined),
});

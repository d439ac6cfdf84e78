import { formatPence } from '@web/lib/money';
import { TotalsList } from '@web/features/cart/components/totals-list';
import type { CheckoutQuote } from '../api/checkout-queries';
import { totalRowValue, totalRows } from '../checkout-totals';

/** A checkout quote's totals, each row as the summary words it; placeholders until the first quote is in. */
export function QuoteTotals({ quote, isCurrent }: { quote: CheckoutQuote | undefined; isCurrent: boolean }) {
  return (
    <TotalsList
      rows={quote && totalRows(quote).map((row) => ({ ...row, value: totalRowValue(row) }))}
      total={quote ? formatPence(quote.total) : undefined}
      placeholders={['Subtotal', 'Delivery', 'VAT']}
      stale={!isCurrent}
    />
  );
}

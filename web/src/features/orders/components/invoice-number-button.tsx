import { Button as AriaButton } from 'react-aria-components';
import styles from './invoice-number-button.module.css';

/** The invoice number in an order row, as the button that opens its invoice (My Orders, tracking). */
export function InvoiceNumberButton({ invoiceNo, onOpen }: { invoiceNo: string; onOpen: () => void }) {
  return (
    <AriaButton className={styles.button} onPress={onOpen} aria-label={`Invoice ${invoiceNo}`}>
      {invoiceNo}
    </AriaButton>
  );
}

import { Button as AriaButton } from 'react-aria-components';
import styles from './invoice-number-button.module.css';

/** The invoice number in an order row, as the button that opens its invoice (My Orders, tracking). */
interface InvoiceNumberButtonProps {
  invoiceNo: string;
  onOpen: () => void;
  ref?: React.Ref<HTMLButtonElement>;
}

export function InvoiceNumberButton({ invoiceNo, onOpen, ref }: InvoiceNumberButtonProps) {
  return (
    <AriaButton ref={ref} className={styles.button} onPress={onOpen} aria-label={`Invoice ${invoiceNo}`}>
      {invoiceNo}
    </AriaButton>
  );
}

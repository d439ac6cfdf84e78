import americanExpress from './footer-marks/american-express.svg?no-inline';
import applePay from './footer-marks/apple-pay.svg?no-inline';
import mastercard from './footer-marks/mastercard.svg?no-inline';
import paypal from './footer-marks/paypal.svg?no-inline';
import visa from './footer-marks/visa.svg?no-inline';
import styles from './payment-icons.module.css';

// Card marks drawn as small, plain badges (46 x 30) in each scheme's colours. Image files, not inline
// SVG: drawings in the footer of every page would otherwise travel in every page's first script.
const methods = [
  { name: 'Visa', src: visa },
  { name: 'Mastercard', src: mastercard },
  { name: 'American Express', src: americanExpress },
  { name: 'PayPal', src: paypal },
  { name: 'Apple Pay', src: applePay },
];

export function PaymentIcons() {
  return (
    <ul className={styles.list} aria-label="Payment methods we accept">
      {methods.map((method) => (
        <li key={method.name}>
          <img src={method.src} alt={method.name} width={46} height={30} loading="lazy" decoding="async" className={styles.card} />
        </li>
      ))}
    </ul>
  );
}

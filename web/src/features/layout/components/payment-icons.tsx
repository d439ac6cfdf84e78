import type { ReactNode } from 'react';
import styles from './payment-icons.module.css';

// Card marks drawn as small, plain badges (46 x 30) in each scheme's colours.
const methods: { name: string; card: string; mark: ReactNode }[] = [
  {
    name: 'Visa',
    card: '#ffffff',
    mark: (
      <text x="23" y="20" textAnchor="middle" fontSize="13" fontWeight="900" fontStyle="italic" fill="#1a1f71" fontFamily="Arial, sans-serif">
        VISA
      </text>
    ),
  },
  {
    name: 'Mastercard',
    card: '#1c1c1c',
    mark: (
      <>
        <circle cx="18.5" cy="15" r="8" fill="#eb001b" />
        <circle cx="27.5" cy="15" r="8" fill="#f79e1b" />
        <path d="M23 8.4a8 8 0 0 1 0 13.2 8 8 0 0 1 0-13.2z" fill="#ff5f00" />
      </>
    ),
  },
  {
    name: 'American Express',
    card: '#2e77bc',
    mark: (
      <text x="23" y="19.5" textAnchor="middle" fontSize="10.5" fontWeight="900" fill="#ffffff" fontFamily="Arial, sans-serif" letterSpacing="0.5">
        AMEX
      </text>
    ),
  },
  {
    name: 'PayPal',
    card: '#ffffff',
    mark: (
      <text x="23" y="19.5" textAnchor="middle" fontSize="11" fontWeight="900" fontStyle="italic" fontFamily="Arial, sans-serif">
        <tspan fill="#003087">Pay</tspan>
        <tspan fill="#009cde">Pal</tspan>
      </text>
    ),
  },
  {
    name: 'Apple Pay',
    card: '#000000',
    mark: (
      <>
        <path
          d="M12.9 10.6c.5-.6.8-1.4.7-2.2-.7 0-1.6.5-2.1 1.1-.5.5-.8 1.3-.7 2.1.8.1 1.6-.4 2.1-1zm.7 1.1c-1.2-.1-2.2.7-2.7.7s-1.4-.6-2.3-.6c-1.2 0-2.3.7-2.9 1.8-1.3 2.2-.3 5.4.9 7.2.6.9 1.3 1.8 2.2 1.8.9 0 1.2-.6 2.3-.6 1 0 1.3.6 2.3.6.9 0 1.5-.9 2.1-1.7.7-1 .9-1.9.9-2-.1 0-1.8-.7-1.8-2.7 0-1.7 1.4-2.5 1.4-2.5-.8-1.2-2-1.3-2.4-1.3z"
          fill="#ffffff"
        />
        <text x="18.5" y="20" fontSize="11" fontWeight="600" fill="#ffffff" fontFamily="Arial, sans-serif">
          Pay
        </text>
      </>
    ),
  },
];

export function PaymentIcons() {
  return (
    <ul className={styles.list} aria-label="Payment methods we accept">
      {methods.map((method) => (
        <li key={method.name}>
          <svg role="img" aria-label={method.name} viewBox="0 0 46 30" width={46} height={30} className={styles.card}>
            <rect x="0.5" y="0.5" width="45" height="29" rx="4" fill={method.card} stroke="rgb(255 255 255 / 0.25)" />
            {method.mark}
          </svg>
        </li>
      ))}
    </ul>
  );
}

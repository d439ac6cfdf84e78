import styles from './cart-line.module.css';

/** A line's choices as the cart lists them, one 'Paper: 400gsm Silk' to a row. */
export function LineDetails({ details }: { details: readonly { key: string; value: string }[] }) {
  return (
    <dl className={styles.details}>
      {details.map((detail) => (
        <div key={detail.key} className={styles.detail}>
          <dt>{detail.key}</dt>
          <dd>{detail.value}</dd>
        </div>
      ))}
    </dl>
  );
}

import { Container } from '@web/components/ui/container';
import { Icon, type IconName } from '@web/components/ui/icon';
import styles from './usp-bar.module.css';

// The promises a shopper should never have to hunt for (DESIGN: same-day, free delivery, 16:00).
const promises: { icon: IconName; title: string; joiner?: string; detail?: string }[] = [
  { icon: 'clock', title: 'Order by 16:00', joiner: ', ', detail: 'printed in 2–4 hours' },
  { icon: 'bolt', title: 'Same-day delivery', joiner: ' ', detail: 'across London' },
  { icon: 'truck', title: 'Free UK delivery' },
  { icon: 'calendar', title: 'Open 7 days', joiner: ' ', detail: 'incl. bank holidays' },
];

export function UspBar() {
  return (
    <div className={styles.bar}>
      <Container>
        <ul className={styles.list} aria-label="Why order from us">
          {promises.map((promise) => (
            <li key={promise.title} className={styles.item}>
              <Icon name={promise.icon} size={18} className={styles.icon} />
              <span className={styles.text}>
                <strong>{promise.title}</strong>
                {promise.detail && (
                  <>
                    <span className={styles.joiner}>{promise.joiner}</span>
                    <span className={styles.detail}>{promise.detail}</span>
                  </>
                )}
              </span>
            </li>
          ))}
        </ul>
      </Container>
    </div>
  );
}

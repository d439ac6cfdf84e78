import { Link } from '@web/components/ui/link';
import { cx } from '@web/lib/cx';
import { SHOP_NAME } from '@bff/shared/shop';
import styles from './logo.module.css';

interface LogoProps {
  /** 'onDark' for the ink footer. */
  tone?: 'default' | 'onDark';
  className?: string;
}

/** The brand: three offset ink squares (cyan, magenta, yellow, as on a press proof) and the name. */
export function Logo({ tone = 'default', className }: LogoProps) {
  return (
    <Link to="/" variant="plain" aria-label={`${SHOP_NAME} home`} className={cx(styles.logo, tone === 'onDark' && styles.onDark, className)}>
      <svg className={styles.mark} viewBox="0 0 40 40" aria-hidden="true" focusable="false">
        <rect x="2" y="2" width="24" height="24" rx="3" fill="#00a8d6" />
        <rect x="14" y="14" width="24" height="24" rx="3" fill="#d81b60" style={{ mixBlendMode: 'multiply' }} />
        <rect x="8" y="8" width="24" height="24" rx="3" fill="#ffd23f" style={{ mixBlendMode: 'multiply' }} />
      </svg>
      <span className={styles.words} aria-hidden="true">
        <span className={styles.name}>PrintShop</span>
        <span className={styles.city}>London</span>
      </span>
    </Link>
  );
}

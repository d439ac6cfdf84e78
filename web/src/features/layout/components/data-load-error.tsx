import { useState } from 'react';
import { useRouter } from '@tanstack/react-router';
import { buttonClassName } from '@web/components/ui/button-look';
import { Container } from '@web/components/ui/container';
import { Icon } from '@web/components/ui/icon';
import { Spinner } from '@web/components/ui/spinner';
import styles from './data-load-error.module.css';

interface DataLoadErrorProps {
  /** What failed to load, in the shopper's words. */
  detail?: string;
  /** Refetches what failed; by default every route loader runs again. */
  onRetry?: () => Promise<unknown>;
}

/** A failed initial load reads 'Data load error', with a way to try again. */
export function DataLoadError({ detail = 'We could not load this page.', onRetry }: DataLoadErrorProps) {
  const router = useRouter();
  const [retrying, setRetrying] = useState(false);

  async function retry() {
    if (retrying) return;
    setRetrying(true);
    try {
      await (onRetry ? onRetry() : router.invalidate());
    } finally {
      setRetrying(false);
    }
  }

  return (
    <Container className={styles.wrap}>
      <div role="alert" className={styles.box}>
        <Icon name="alert" size={40} className={styles.icon} />
        <h1 className={styles.title}>Data load error</h1>
        <p className={styles.text}>{detail} Please check your connection and try again.</p>
        {/* A plain button, as every page's first load carries no react-aria; busy, it keeps focus and says so. */}
        <button
          type="button"
          className={buttonClassName({ size: 'lg' })}
          onClick={retry}
          aria-disabled={retrying || undefined}
          data-pending={retrying || undefined}
        >
          {retrying ? <Spinner size="sm" /> : <Icon name="refresh" size={18} />}
          Try again
        </button>
      </div>
    </Container>
  );
}

import { useState } from 'react';
import { useRouter } from '@tanstack/react-router';
import { Button } from '@web/components/ui/button';
import { Container } from '@web/components/ui/container';
import { Icon } from '@web/components/ui/icon';
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
        <Button onPress={retry} isPending={retrying} size="lg">
          {!retrying && <Icon name="refresh" size={18} />}
          Try again
        </Button>
      </div>
    </Container>
  );
}

import { Container } from '@web/components/ui/container';
import { Icon } from '@web/components/ui/icon';
import { LinkButton } from '@web/components/ui/link-button';
import styles from './not-found-page.module.css';

/** 404: used by the router for unknown addresses and by the /not-found route. */
export function NotFoundPage() {
  return (
    <Container className={styles.page}>
      <p className={styles.code}>
        <span className={styles.visuallyHidden}>Error </span>404
      </p>
      <h1 className={styles.title}>Something is wrong!</h1>
      <p className={styles.text}>
        The page you are looking for may have been moved or removed, or its address may be mistyped.
      </p>
      <LinkButton to="/" size="lg">
        GO HOME
        <Icon name="arrow-right" size={18} />
      </LinkButton>
    </Container>
  );
}

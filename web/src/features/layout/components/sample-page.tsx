import { Container } from '@web/components/ui/container';
import styles from './sample-page.module.css';

/**
 * /sample: the routing table's empty test page. It holds nothing on purpose, so the shell (header,
 * footer, fonts, the page's own frame) can be checked alone; never indexed.
 */
export function SamplePage() {
  return (
    <Container className={styles.page}>
      <h1 className={styles.title}>Sample page</h1>
      <p className={styles.text}>This page is left empty on purpose: it is where we check the shop&apos;s layout.</p>
    </Container>
  );
}

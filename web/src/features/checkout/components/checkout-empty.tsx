import { useQuery } from '@tanstack/react-query';
import { Container } from '@web/components/ui/container';
import { EmptyCart } from '@web/features/cart/components/empty-cart';
import { layoutQueries } from '@web/features/layout/api/layout-queries';
import styles from './checkout-empty.module.css';

/** A checkout step with nothing to order: the cart's own empty state ('Shopping cart empty!'). */
export function CheckoutEmpty({ title }: { title: string }) {
  // The shell's data, already loaded for the header: its categories are the suggestions.
  const { data: bootstrap } = useQuery(layoutQueries.bootstrap());
  return (
    <Container className={styles.page}>
      <h1 className={styles.title}>{title}</h1>
      <EmptyCart categories={bootstrap?.menus ?? []} />
    </Container>
  );
}

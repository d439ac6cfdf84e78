import { useRouterState } from '@tanstack/react-router';
import styles from './route-loader.module.css';

/**
 * A thin bar at the top while the router loads a page. It is in the tree (and announced as busy)
 * at once, but CSS only reveals it after 150 ms, so fast navigations do not flash.
 */
export function RouteLoader() {
  const loading = useRouterState({ select: (state) => state.isLoading });
  if (!loading) return null;
  return (
    <div role="progressbar" aria-label="Loading page" className={styles.loader}>
      <span className={styles.bar} />
    </div>
  );
}

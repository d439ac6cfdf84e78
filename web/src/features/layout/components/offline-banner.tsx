import { Icon } from '@web/components/ui/icon';
import { useOnlineStatus } from '../hooks/use-online-status';
import styles from './offline-banner.module.css';

export function OfflineBanner() {
  const online = useOnlineStatus();
  if (online) return null;
  return (
    <div role="alert" className={styles.banner}>
      <Icon name="wifi-off" size={20} />
      <p>You have disconnected! Please check your internet connection and try again</p>
    </div>
  );
}

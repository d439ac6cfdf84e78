import { Dialog } from '@web/components/ui/dialog';
import { Icon } from '@web/components/ui/icon';
import { Modal } from '@web/components/ui/modal';
import { closeLoginModal, type LoginModalRequest } from '../login-modal-store';
import { LazyLoginForm } from './lazy-login-form';
import styles from './login-modal.module.css';

/** The login modal itself, for the open request (null while it animates out). */
export function LoginModalDialog({ request }: { request: LoginModalRequest | null }) {
  return (
    <Modal isOpen={request !== null} onOpenChange={(open) => !open && closeLoginModal()} width={420}>
      <Dialog title="Log in">
        {request?.notice && (
          <p className={styles.notice} role="status">
            <Icon name="lock" size={18} />
            <span>{request.notice}</span>
          </p>
        )}
        <LazyLoginForm onSuccess={() => closeLoginModal(true)} />
      </Dialog>
    </Modal>
  );
}

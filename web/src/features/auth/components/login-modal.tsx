import { Dialog } from '@web/components/ui/dialog';
import { Icon } from '@web/components/ui/icon';
import { Modal } from '@web/components/ui/modal';
import { closeLoginModal, useLoginModalRequest } from '../login-modal-store';
import { LazyLoginForm } from './lazy-login-form';
import styles from './login-modal.module.css';

/**
 * The stand-alone login modal (title 'Log in'), opened with openLoginModal() wherever a shopper must
 * log in without losing the page: an action whose session has ended resumes once they are back in.
 */
export function LoginModal() {
  const request = useLoginModalRequest();
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

import { Dialog } from '../../../components/ui/dialog';
import { Modal } from '../../../components/ui/modal';
import { closeLoginModal, useLoginModalOpen } from '../login-modal-store';
import { LoginForm } from './login-form';

/** The stand-alone login modal (title 'Log in'), opened with openLoginModal() from checkout or account pages. */
export function LoginModal() {
  const isOpen = useLoginModalOpen();
  return (
    <Modal isOpen={isOpen} onOpenChange={(open) => !open && closeLoginModal()} width={420}>
      <Dialog title="Log in">
        <LoginForm onSuccess={closeLoginModal} />
      </Dialog>
    </Modal>
  );
}

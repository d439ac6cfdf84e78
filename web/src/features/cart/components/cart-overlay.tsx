import { useEffect, type RefObject } from 'react';
import { Dialog } from '@web/components/ui/dialog';
import { Modal } from '@web/components/ui/modal';
import { Popover } from '@web/components/ui/popover';
import { notify } from '@web/lib/toast';
import type { Cart } from '../cart-rules';
import { CartPanel } from './cart-panel';

interface CartOverlayProps {
  triggerRef: RefObject<HTMLButtonElement | null>;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  cart: Cart;
  /** A dialog on small screens, a dropdown next to the cart button otherwise. */
  asDialog: boolean;
  width: { dialog: number; dropdown: number };
}

/** The cart opened from the header: its lines, live prices and the way to checkout. */
export function CartOverlay({ triggerRef, isOpen, onOpenChange, cart, asDialog, width }: CartOverlayProps) {
  // The cart opens where toasts sit ('Added to your cart' over its title and close button): it says
  // what they said, so they go.
  useEffect(() => {
    if (isOpen) notify.dismissAll();
  }, [isOpen]);
  const panel = (
    <Dialog title={`Shopping cart (${cart.items.length})`} data-presentation={asDialog ? 'dialog' : 'dropdown'}>
      {({ close }) => <CartPanel cart={cart} onNavigate={close} />}
    </Dialog>
  );
  return asDialog ? (
    <Modal isOpen={isOpen} onOpenChange={onOpenChange} width={width.dialog}>
      {panel}
    </Modal>
  ) : (
    <Popover triggerRef={triggerRef} isOpen={isOpen} onOpenChange={onOpenChange} placement="bottom end" width={width.dropdown}>
      {panel}
    </Popover>
  );
}

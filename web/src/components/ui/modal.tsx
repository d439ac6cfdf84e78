import {
  Modal as AriaModal,
  ModalOverlay,
  type ModalOverlayProps,
} from 'react-aria-components';
import { cx } from '@web/lib/cx';
import styles from './modal.module.css';

export interface ModalProps extends Omit<ModalOverlayProps, 'className' | 'children'> {
  /** center: a dialog box; left / right: a full-height drawer sliding from that edge. */
  placement?: 'center' | 'left' | 'right';
  /** Width of the box in px (center) or the drawer (left/right). */
  width?: number;
  className?: string;
  /** Usually a <Dialog>. */
  children: React.ReactNode;
}

/**
 * A modal overlay (focus trapped, page inert, Escape closes). Controlled with `isOpen` and
 * `onOpenChange`, or uncontrolled inside a react-aria DialogTrigger.
 */
export function Modal({ placement = 'center', width, className, children, isDismissable = true, ...props }: ModalProps) {
  return (
    <ModalOverlay {...props} isDismissable={isDismissable} className={cx(styles.overlay, styles[placement])}>
      <AriaModal
        className={cx(styles.modal, className)}
        style={width ? ({ '--modal-width': `${width}px` } as React.CSSProperties) : undefined}
      >
        {children}
      </AriaModal>
    </ModalOverlay>
  );
}

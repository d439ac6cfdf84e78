import type { ReactNode } from 'react';
import { Button as AriaButton, Dialog as AriaDialog, Heading, type DialogProps as AriaDialogProps } from 'react-aria-components';
import { cx } from '@web/lib/cx';
import { Icon } from './icon';
import styles from './dialog.module.css';

export interface DialogProps extends Omit<AriaDialogProps, 'children' | 'className'> {
  /** The visible heading, which also names the dialog. */
  title: string;
  /** Keep the title for assistive tech only. */
  hideTitle?: boolean;
  /** Show the × button (it closes the surrounding Modal/Popover). Default true. */
  showClose?: boolean;
  className?: string;
  /** Content, or a render function receiving `close`. */
  children: ReactNode | ((opts: { close: () => void }) => ReactNode);
}

/** Content of a Modal or Popover: a titled, focus-managed dialog with a close button. */
export function Dialog({ title, hideTitle, showClose = true, className, children, ...props }: DialogProps) {
  return (
    <AriaDialog {...props} className={cx(styles.dialog, className)}>
      {({ close }) => (
        <>
          <div className={cx(styles.header, hideTitle && styles.headerBare)}>
            <Heading slot="title" className={cx(styles.title, hideTitle && styles.visuallyHidden)}>
              {title}
            </Heading>
            {showClose && (
              <AriaButton slot="close" className={styles.close} aria-label="Close">
                <Icon name="close" size={20} />
              </AriaButton>
            )}
          </div>
          <div className={styles.body}>{typeof children === 'function' ? children({ close }) : children}</div>
        </>
      )}
    </AriaDialog>
  );
}

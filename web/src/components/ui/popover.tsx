import { OverlayArrow, Popover as AriaPopover, type PopoverProps as AriaPopoverProps } from 'react-aria-components';
import { cx } from '@web/lib/cx';
import styles from './popover.module.css';

export interface PopoverProps extends Omit<AriaPopoverProps, 'className'> {
  showArrow?: boolean;
  /** Fixed width in px; otherwise it sizes to its content. */
  width?: number;
  className?: string;
}

/** A floating panel (soft shadow) placed next to its trigger; used by DialogTrigger and MenuTrigger. */
export function Popover({ showArrow = false, width, className, children, offset = 8, style, ...props }: PopoverProps) {
  return (
    <AriaPopover
      {...props}
      offset={showArrow ? offset + 4 : offset}
      style={width ? { ...style, width } : style}
      className={cx(styles.popover, showArrow ? styles.framed : styles.scroll, className)}
    >
      {(renderProps) => {
        const content = typeof children === 'function' ? children(renderProps) : children;
        if (!showArrow) return content;
        // The arrow sits outside the panel's edge, where a scrolling panel would clip it: an arrowed
        // panel scrolls its content inside instead, so a short screen still reaches all of it.
        return (
          <>
            <OverlayArrow className={styles.arrow}>
              <svg width={14} height={14} viewBox="0 0 14 14" aria-hidden="true">
                <path d="M0 0 L7 7 L14 0" />
              </svg>
            </OverlayArrow>
            <div className={styles.scroll}>{content}</div>
          </>
        );
      }}
    </AriaPopover>
  );
}

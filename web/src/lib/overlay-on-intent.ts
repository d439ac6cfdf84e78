import { useRef, useState } from 'react';
import { useUntilNavigation } from './use-until-navigation';

/**
 * A plain <button> that opens an overlay (popover, menu, drawer) whose react-aria code is loaded on
 * intent (pointer, focus, touch: `preload`) rather than with every page. The overlay stays mounted
 * once opened, so it can animate out, and closes on the next navigation. Spread `triggerProps` on the
 * button and `overlayProps` on the overlay (react-aria's Popover takes `triggerRef`; a Modal ignores it).
 */
export function useOverlayOnIntent(preload: () => void) {
  const [open, setOpen] = useUntilNavigation<true>();
  const [mounted, setMounted] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const isOpen = open === true;
  const setIsOpen = (next: boolean) => {
    if (next) setMounted(true);
    setOpen(next ? true : null);
  };
  return {
    isOpen,
    setIsOpen,
    /** Whether the overlay is in the tree: from its first opening on. */
    mounted,
    triggerProps: {
      ref: triggerRef,
      type: 'button' as const,
      'aria-expanded': isOpen,
      onPointerEnter: preload,
      onFocus: preload,
      onTouchStart: preload,
      onClick: () => setIsOpen(!isOpen),
    },
    overlayProps: { triggerRef, isOpen, onOpenChange: setIsOpen },
  };
}

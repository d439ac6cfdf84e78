import { useEffect } from 'react';

/** Typing keeps its context menu (spelling suggestions, paste) whatever the setting says. */
const isTypingTarget = (target: EventTarget | null) =>
  target instanceof Element && target.closest('input, textarea, select, [contenteditable]') !== null;

function keepContextMenuClosed(event: MouseEvent) {
  if (!isTypingTarget(event.target)) event.preventDefault();
}

/** The operator's setting that turns the page's context menu (right click, long press) off. */
export function useContextMenuOff(off: boolean): void {
  useEffect(() => {
    if (!off) return;
    document.addEventListener('contextmenu', keepContextMenuClosed);
    return () => document.removeEventListener('contextmenu', keepContextMenuClosed);
  }, [off]);
}

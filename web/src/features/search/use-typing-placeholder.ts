import { useEffect, type RefObject } from 'react';
import { FIRST_FRAME, STATIC_PLACEHOLDER, frameDuration, frameText, nextFrame, type TypingFrame } from './typing-placeholder';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/**
 * Where an animation stopped when its input left the page in a render that put another in its place
 * (the search box's stand-in swapped for the combobox): the new input carries on from there. Kept only
 * until that render's effects have run.
 */
let interruptedFrame: TypingFrame | undefined;

/**
 * Types example product names into an input's placeholder, or shows a still one when the shopper
 * prefers reduced motion, and while the box has focus (a screen reader then reads one steady hint,
 * and someone about to type is not distracted). It writes the attribute directly: a re-render of the
 * search box every 60 ms would cost more than the animation is worth. The motion preference is read
 * here too, not through a hook's state: it changes nothing the box renders, so the box need not render
 * again after hydration to learn it.
 */
export function useTypingPlaceholder(inputRef: RefObject<HTMLInputElement | null>): void {
  useEffect(() => {
    const input = inputRef.current;
    if (!input) return;
    // Without matchMedia, assume the calm option.
    const motion = typeof window.matchMedia === 'function' ? window.matchMedia(REDUCED_MOTION) : undefined;
    let frame = FIRST_FRAME;
    let timer = 0;
    const show = () => {
      input.placeholder = frameText(frame);
      timer = window.setTimeout(() => {
        frame = nextFrame(frame);
        show();
      }, frameDuration(frame, Math.random()));
    };
    const holdStill = () => {
      window.clearTimeout(timer);
      input.placeholder = STATIC_PLACEHOLDER;
    };
    const start = (from = FIRST_FRAME) => {
      holdStill();
      if (!motion || motion.matches || document.activeElement === input) return;
      frame = from;
      show();
    };
    const restart = () => start();
    input.addEventListener('focus', holdStill);
    input.addEventListener('blur', restart);
    motion?.addEventListener('change', restart);
    start(interruptedFrame);
    interruptedFrame = undefined;
    return () => {
      window.clearTimeout(timer);
      interruptedFrame = frame;
      queueMicrotask(() => (interruptedFrame = undefined));
      input.removeEventListener('focus', holdStill);
      input.removeEventListener('blur', restart);
      motion?.removeEventListener('change', restart);
    };
  }, [inputRef]);
}

import { useEffect, type RefObject } from 'react';
import { FIRST_FRAME, STATIC_PLACEHOLDER, frameDuration, frameText, isTypingOver, nextFrame, type TypingFrame } from './typing-placeholder';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/**
 * Where an animation stopped when its input left the page in a render that put another in its place
 * (the search box's stand-in swapped for the combobox): the new input carries on from there. Kept only
 * until that render's effects have run.
 */
let interruptedFrame: TypingFrame | undefined;

/**
 * Types example product names into an input's placeholder, round the list a few times, then shows a
 * still one, as it does throughout when the shopper prefers reduced motion and while the box has
 * focus (a screen reader then reads one steady hint, and someone about to type is not distracted).
 * The typing waits, and carries on where it was, while nobody can see it: the tab hidden or the box
 * scrolled out of view. It writes the attribute directly: a re-render of the search box every 60 ms
 * would cost more than the animation is worth. The motion preference is read here too, not through a
 * hook's state: it changes nothing the box renders, so the box need not render again after hydration
 * to learn it.
 */
export function useTypingPlaceholder(inputRef: RefObject<HTMLInputElement | null>): void {
  useEffect(() => {
    const input = inputRef.current;
    if (!input) return;
    // Without matchMedia, assume the calm option.
    const motion = typeof window.matchMedia === 'function' ? window.matchMedia(REDUCED_MOTION) : undefined;
    let frame = interruptedFrame ?? FIRST_FRAME;
    interruptedFrame = undefined;
    let timer = 0;
    let inView = true;
    const still = () => !motion || motion.matches || document.activeElement === input || isTypingOver(frame);
    const unseen = () => document.visibilityState === 'hidden' || !inView;
    const show = () => {
      input.placeholder = frameText(frame);
      timer = window.setTimeout(() => {
        frame = nextFrame(frame);
        update();
      }, frameDuration(frame, Math.random()));
    };
    // Every change of focus, preference, visibility or frame comes here to type on, wait or hold still.
    const update = () => {
      window.clearTimeout(timer);
      if (still()) input.placeholder = STATIC_PLACEHOLDER;
      else if (!unseen()) show();
    };
    const view =
      typeof IntersectionObserver === 'function'
        ? new IntersectionObserver((entries) => {
            inView = entries.some((entry) => entry.isIntersecting);
            update();
          })
        : undefined;
    view?.observe(input);
    input.addEventListener('focus', update);
    input.addEventListener('blur', update);
    motion?.addEventListener('change', update);
    document.addEventListener('visibilitychange', update);
    update();
    return () => {
      window.clearTimeout(timer);
      interruptedFrame = frame;
      queueMicrotask(() => (interruptedFrame = undefined));
      view?.disconnect();
      input.removeEventListener('focus', update);
      input.removeEventListener('blur', update);
      motion?.removeEventListener('change', update);
      document.removeEventListener('visibilitychange', update);
    };
  }, [inputRef]);
}

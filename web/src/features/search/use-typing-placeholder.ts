import { useEffect, type RefObject } from 'react';
import { useMediaQuery } from '@web/lib/use-media-query';
import { FIRST_FRAME, STATIC_PLACEHOLDER, frameDuration, frameText, nextFrame } from './typing-placeholder';

/**
 * Types example product names into an input's placeholder, or shows a still one when the shopper
 * prefers reduced motion, and while the box has focus (a screen reader then reads one steady hint,
 * and someone about to type is not distracted). It writes the attribute directly: a re-render of the
 * search box every 60 ms would cost more than the animation is worth.
 */
export function useTypingPlaceholder(inputRef: RefObject<HTMLInputElement | null>): void {
  // Without matchMedia, assume the calm option.
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)', true);
  useEffect(() => {
    const input = inputRef.current;
    if (!input) return;
    if (reducedMotion) {
      input.placeholder = STATIC_PLACEHOLDER;
      return;
    }
    let frame = FIRST_FRAME;
    let timer = 0;
    const show = () => {
      input.placeholder = frameText(frame);
      timer = window.setTimeout(() => {
        frame = nextFrame(frame);
        show();
      }, frameDuration(frame, Math.random()));
    };
    const pause = () => {
      window.clearTimeout(timer);
      input.placeholder = STATIC_PLACEHOLDER;
    };
    const resume = () => {
      window.clearTimeout(timer);
      frame = FIRST_FRAME;
      show();
    };
    input.addEventListener('focus', pause);
    input.addEventListener('blur', resume);
    if (document.activeElement === input) pause();
    else show();
    return () => {
      window.clearTimeout(timer);
      input.removeEventListener('focus', pause);
      input.removeEventListener('blur', resume);
    };
  }, [inputRef, reducedMotion]);
}

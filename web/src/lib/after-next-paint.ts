/**
 * How long a frame may take to come before `then` runs without it: far longer than a busy phone takes
 * to paint a press, short enough that a page painting no frames (a window the system no longer draws)
 * still goes on.
 */
const FRAME_FALLBACK_MS = 500;

/**
 * Runs `then` once the browser has painted its next frame (a task after that frame's rendering), so
 * what a press changed shows before heavier work starts. A hidden tab paints no frames: there, or once
 * the tab is hidden before the frame comes, `then` runs in the next task. Returns the cancel.
 */
export function afterNextPaint(then: () => void): () => void {
  let timer: number | undefined;
  let frame: number | undefined;
  let fallback: number | undefined;
  const onVisibilityChange = () => {
    if (document.visibilityState === 'hidden') settle();
  };
  function stopWaiting() {
    if (frame !== undefined) window.cancelAnimationFrame(frame);
    window.clearTimeout(fallback);
    document.removeEventListener('visibilitychange', onVisibilityChange);
  }
  function settle() {
    stopWaiting();
    if (timer === undefined) timer = window.setTimeout(then);
  }

  if (document.visibilityState === 'hidden') settle();
  else {
    frame = window.requestAnimationFrame(settle);
    fallback = window.setTimeout(settle, FRAME_FALLBACK_MS);
    document.addEventListener('visibilitychange', onVisibilityChange);
  }
  return () => {
    stopWaiting();
    window.clearTimeout(timer);
  };
}

/** A promise of `afterNextPaint`. */
export const nextPaint = () => new Promise<void>((resolve) => afterNextPaint(resolve));

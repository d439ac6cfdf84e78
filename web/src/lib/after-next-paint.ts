/**
 * Runs `then` once the browser has painted its next frame (a task after that frame's rendering), so
 * what a press changed shows before heavier work starts. A hidden tab paints no frames: there `then`
 * runs in the next task. Returns the cancel.
 */
export function afterNextPaint(then: () => void): () => void {
  let timer: number | undefined;
  if (document.visibilityState === 'hidden') {
    timer = window.setTimeout(then);
    return () => window.clearTimeout(timer);
  }
  const frame = window.requestAnimationFrame(() => {
    timer = window.setTimeout(then);
  });
  return () => {
    window.cancelAnimationFrame(frame);
    window.clearTimeout(timer);
  };
}

/** A promise of `afterNextPaint`. */
export const nextPaint = () => new Promise<void>((resolve) => afterNextPaint(resolve));

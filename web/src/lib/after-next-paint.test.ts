import { afterEach, describe, expect, it, vi } from 'vitest';
import { Route as RootRoute } from '../routes/__root';
import { afterNextPaint } from './after-next-paint';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** The root route's beforeLoad with the one field it reads. */
function beforeLoad(preload: boolean): unknown {
  const options = RootRoute.options as { beforeLoad?: (context: { preload: boolean }) => unknown };
  return options.beforeLoad?.({ preload });
}

describe('a navigation in the browser', () => {
  it('draws the new page only once the press has painted: the root route waits for the next frame', async () => {
    const frames: FrameRequestCallback[] = [];
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
    let drawn = false;
    void Promise.resolve(beforeLoad(false)).then(() => (drawn = true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(frames).toHaveLength(1);
    expect(drawn).toBe(false);

    frames[0]?.(performance.now());
    await vi.waitFor(() => expect(drawn).toBe(true));
  });

  it('does not hold a preload back', () => {
    expect(beforeLoad(true)).toBeUndefined();
  });
});

describe('afterNextPaint', () => {
  /** Frames that never come unless the test paints them; the tab's visibility as the test sets it. */
  function holdFrames() {
    const frames: (FrameRequestCallback | undefined)[] = [];
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
    vi.spyOn(window, 'cancelAnimationFrame').mockImplementation((id) => (frames[id - 1] = undefined));
    let visibility: DocumentVisibilityState = 'visible';
    vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
    const hide = () => {
      visibility = 'hidden';
      document.dispatchEvent(new Event('visibilitychange'));
    };
    return { frames, hide };
  }

  it('runs once the next frame has painted, in a task after it', () => {
    vi.useFakeTimers();
    const { frames } = holdFrames();
    const then = vi.fn();
    afterNextPaint(then);
    vi.advanceTimersByTime(100);
    expect(then).not.toHaveBeenCalled();

    frames[0]?.(performance.now());
    expect(then).not.toHaveBeenCalled();
    vi.advanceTimersByTime(0);
    expect(then).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1_000);
    expect(then).toHaveBeenCalledTimes(1);
  });

  it('runs when the tab is hidden before the frame comes: a hidden tab paints none', () => {
    vi.useFakeTimers();
    const { frames, hide } = holdFrames();
    const then = vi.fn();
    afterNextPaint(then);
    hide();
    vi.advanceTimersByTime(0);
    expect(then).toHaveBeenCalledTimes(1);

    frames[0]?.(performance.now());
    vi.advanceTimersByTime(1_000);
    expect(then).toHaveBeenCalledTimes(1);
  });

  it('runs after a while when no frame comes at all', () => {
    vi.useFakeTimers();
    holdFrames();
    const then = vi.fn();
    afterNextPaint(then);
    vi.advanceTimersByTime(400);
    expect(then).not.toHaveBeenCalled();
    vi.advanceTimersByTime(200);
    expect(then).toHaveBeenCalledTimes(1);
  });

  it('runs nothing once cancelled, whatever comes after', () => {
    vi.useFakeTimers();
    const { frames, hide } = holdFrames();
    const then = vi.fn();
    const cancel = afterNextPaint(then);
    cancel();
    frames[0]?.(performance.now());
    hide();
    vi.advanceTimersByTime(1_000);
    expect(then).not.toHaveBeenCalled();
  });
});

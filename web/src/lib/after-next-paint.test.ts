import { afterEach, describe, expect, it, vi } from 'vitest';
import { Route as RootRoute } from '../routes/__root';

afterEach(() => {
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

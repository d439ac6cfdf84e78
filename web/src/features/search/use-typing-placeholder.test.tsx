import { act, render } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EXAMPLE_PRODUCTS, STATIC_PLACEHOLDER, TYPING_ROUNDS } from './typing-placeholder';
import { useTypingPlaceholder } from './use-typing-placeholder';

function Box() {
  const ref = useRef<HTMLInputElement>(null);
  useTypingPlaceholder(ref);
  return <input ref={ref} aria-label="Search products" />;
}

function mockReducedMotion(reduce: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reduce && query.includes('prefers-reduced-motion'),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

beforeEach(() => vi.useFakeTimers());
function setTabHidden(hidden: boolean) {
  vi.spyOn(document, 'visibilityState', 'get').mockReturnValue(hidden ? 'hidden' : 'visible');
  document.dispatchEvent(new Event('visibilitychange'));
}

/** An IntersectionObserver the test drives: `setInView` reports the observed box in or out of view. */
function mockIntersection() {
  let report: (inView: boolean) => void = () => {};
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(callback: (entries: { isIntersecting: boolean }[]) => void) {
        report = (inView) => callback([{ isIntersecting: inView }]);
      }
      observe() {}
      disconnect() {}
    },
  );
  return { setInView: (inView: boolean) => report(inView) };
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('useTypingPlaceholder', () => {
  it('types the first example a letter at a time', () => {
    mockReducedMotion(false);
    // The slowest typist: 70 ms a letter, so eight letters take exactly 560 ms.
    vi.spyOn(Math, 'random').mockReturnValue(0.999);
    const { getByRole } = render(<Box />);
    const input = getByRole('textbox') as HTMLInputElement;
    expect(input.placeholder).toBe('Search for ');
    act(() => void vi.advanceTimersByTime(70 * 8));
    expect(input.placeholder).toBe('Search for Standard');
  });

  it('carries on where it was when its input is replaced (the stand-in swapped for the combobox)', () => {
    mockReducedMotion(false);
    vi.spyOn(Math, 'random').mockReturnValue(0.999);
    const { getByRole, rerender } = render(<Box key="stand-in" />);
    act(() => void vi.advanceTimersByTime(70 * 8));
    rerender(<Box key="combobox" />);
    expect((getByRole('textbox') as HTMLInputElement).placeholder).toBe('Search for Standard');
    act(() => void vi.advanceTimersByTime(70));
    expect((getByRole('textbox') as HTMLInputElement).placeholder).toBe('Search for Standard ');
  });

  it('holds one still hint when motion is reduced', () => {
    mockReducedMotion(true);
    const { getByRole } = render(<Box />);
    act(() => void vi.advanceTimersByTime(5000));
    expect((getByRole('textbox') as HTMLInputElement).placeholder).toBe(STATIC_PLACEHOLDER);
  });

  it('stops typing while the box has focus, and starts again when it leaves', () => {
    mockReducedMotion(false);
    const { getByRole } = render(<Box />);
    const input = getByRole('textbox') as HTMLInputElement;
    act(() => input.focus());
    act(() => void vi.advanceTimersByTime(3000));
    expect(input.placeholder).toBe(STATIC_PLACEHOLDER);
    act(() => input.blur());
    expect(input.placeholder).toBe('Search for ');
  });

  it('holds still when the shopper turns reduced motion on, and types again when it is turned off', () => {
    let reduce = false;
    let onChange = () => {};
    vi.stubGlobal('matchMedia', (query: string) => ({
      get matches() {
        return reduce;
      },
      media: query,
      addEventListener: (_type: string, listener: () => void) => (onChange = listener),
      removeEventListener: () => {},
    }));
    const { getByRole } = render(<Box />);
    const input = getByRole('textbox') as HTMLInputElement;
    expect(input.placeholder).toBe('Search for ');
    reduce = true;
    act(() => onChange());
    act(() => void vi.advanceTimersByTime(3000));
    expect(input.placeholder).toBe(STATIC_PLACEHOLDER);
    reduce = false;
    act(() => onChange());
    expect(input.placeholder).toBe('Search for ');
  });

  it('waits while the tab is hidden, and carries on where it was when the tab is shown again', () => {
    mockReducedMotion(false);
    vi.spyOn(Math, 'random').mockReturnValue(0.999);
    const { getByRole } = render(<Box />);
    const input = getByRole('textbox') as HTMLInputElement;
    act(() => void vi.advanceTimersByTime(70 * 3));
    expect(input.placeholder).toBe('Search for Sta');
    act(() => setTabHidden(true));
    act(() => void vi.advanceTimersByTime(60_000));
    expect(input.placeholder).toBe('Search for Sta');
    expect(vi.getTimerCount()).toBe(0);
    act(() => setTabHidden(false));
    act(() => void vi.advanceTimersByTime(70));
    expect(input.placeholder).toBe('Search for Stan');
  });

  it('waits while the box is out of view, and carries on when it is back', () => {
    mockReducedMotion(false);
    vi.spyOn(Math, 'random').mockReturnValue(0.999);
    const view = mockIntersection();
    const { getByRole } = render(<Box />);
    const input = getByRole('textbox') as HTMLInputElement;
    act(() => void vi.advanceTimersByTime(70 * 2));
    act(() => view.setInView(false));
    act(() => void vi.advanceTimersByTime(60_000));
    expect(input.placeholder).toBe('Search for St');
    expect(vi.getTimerCount()).toBe(0);
    act(() => view.setInView(true));
    act(() => void vi.advanceTimersByTime(70));
    expect(input.placeholder).toBe('Search for Sta');
  });

  it('keeps the still hint, with no timer left, once every name has been typed each round', () => {
    mockReducedMotion(false);
    const { getByRole } = render(<Box />);
    const input = getByRole('textbox') as HTMLInputElement;
    const names: string[] = [];
    for (let step = 0; step < 1000 && vi.getTimerCount() > 0; step += 1) {
      act(() => void vi.advanceTimersToNextTimer());
      if (EXAMPLE_PRODUCTS.some((name) => input.placeholder === `Search for ${name}`)) names.push(input.placeholder);
    }
    expect(names).toHaveLength(EXAMPLE_PRODUCTS.length * TYPING_ROUNDS);
    expect(input.placeholder).toBe(STATIC_PLACEHOLDER);
    expect(vi.getTimerCount()).toBe(0);
    // Focus and leaving it do not start it over.
    act(() => input.focus());
    act(() => input.blur());
    act(() => void vi.advanceTimersByTime(60_000));
    expect(input.placeholder).toBe(STATIC_PLACEHOLDER);
  });
});

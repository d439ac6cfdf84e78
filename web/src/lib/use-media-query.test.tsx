import { act, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { markHydrated } from './hydration';
import { useMediaQuery } from './use-media-query';

const QUERY = '(max-width: 605px)';

function Probe({ renders }: { renders: boolean[] }) {
  const matches = useMediaQuery(QUERY);
  renders.push(matches);
  return <p>{matches ? 'narrow' : 'wide'}</p>;
}

/** A matchMedia whose answer the test sets, and whose listeners it calls. */
function stubMatchMedia(initial: boolean) {
  const state = { matches: initial, listeners: new Set<() => void>() };
  vi.stubGlobal('matchMedia', (media: string) => ({
    media,
    get matches() {
      return state.matches;
    },
    addEventListener: (_type: string, listener: () => void) => state.listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => state.listeners.delete(listener),
  }));
  return {
    change(matches: boolean) {
      state.matches = matches;
      for (const listener of state.listeners) listener();
    },
  };
}

afterEach(() => vi.unstubAllGlobals());

// The module's hydration flag only ever turns on, so the test before hydration comes first.
describe('useMediaQuery', () => {
  it('renders the fallback first while the page hydrates, then the browser’s answer', () => {
    stubMatchMedia(true);
    const renders: boolean[] = [];
    const { getByText } = render(<Probe renders={renders} />);
    expect(renders[0]).toBe(false);
    expect(getByText('narrow')).toBeTruthy();
  });

  it('reads the browser from the first render once the page has hydrated, and follows changes', () => {
    markHydrated();
    const media = stubMatchMedia(true);
    const renders: boolean[] = [];
    const { getByText } = render(<Probe renders={renders} />);
    expect(renders[0]).toBe(true);
    act(() => media.change(false));
    expect(getByText('wide')).toBeTruthy();
  });
});

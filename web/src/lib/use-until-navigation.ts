import { useCallback, useState } from 'react';
import { useRouterState } from '@tanstack/react-router';

/**
 * UI state that lasts until the next navigation: open menus, drawers and dropdowns close themselves
 * when the URL changes. The value is tied to
 * the URL it was set on, so no effect has to reset it.
 */
export function useUntilNavigation<T>(): [T | null, (next: T | null) => void] {
  const href = useRouterState({ select: (state) => state.location.href });
  const [state, setState] = useState<{ value: T; href: string } | null>(null);
  const set = useCallback((next: T | null) => setState(next === null ? null : { value: next, href }), [href]);
  return [state && state.href === href ? state.value : null, set];
}

import { useEffect } from 'react';
import { useRouterState } from '@tanstack/react-router';
import { pageTitle } from '@bff/shared/shop';

/**
 * Applies the deepest route's `head()` title to document.title. Routes declare
 * `head: () => ({ meta: [{ title: pageTitle('…') }] })`; unknown addresses read 'Page not found'.
 */
export function DocumentTitle() {
  const title = useRouterState({
    select: (state) => {
      if (state.matches.some((match) => match.status === 'notFound' || match._notFound)) {
        return pageTitle('Page not found');
      }
      for (const match of [...state.matches].reverse()) {
        const found = match.meta?.find((tag) => tag?.title)?.title;
        if (found) return found;
      }
      return pageTitle();
    },
  });
  useEffect(() => {
    document.title = title;
  }, [title]);
  return null;
}

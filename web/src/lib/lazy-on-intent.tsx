import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';

/**
 * The contents of a dialog or dropdown that most visits never open, kept out of every page's first
 * load: its code is fetched when it first renders, or earlier with `preload` when a pointer rests on or
 * focus reaches what opens it. `fallback` stands in while the code arrives.
 */
export function lazyOnIntent<Props extends object>(load: () => Promise<ComponentType<Props>>, fallback: ReactNode) {
  let loading: Promise<ComponentType<Props>> | undefined;
  const loadOnce = () => (loading ??= load());
  const Chunk = lazy(async () => ({ default: await loadOnce() }));
  function LazyComponent(props: Props) {
    return (
      <Suspense fallback={fallback}>
        <Chunk {...props} />
      </Suspense>
    );
  }
  return {
    Component: LazyComponent,
    preload: () => {
      void loadOnce();
    },
  };
}

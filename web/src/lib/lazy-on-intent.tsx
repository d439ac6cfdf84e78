import { lazy, Suspense, useCallback, useState, type ComponentType, type ReactNode } from 'react';
import { isHydrated } from './hydration';

/** A load that failed (the network dropped) is forgotten, so the next intent tries again. */
function retryable<Module>(load: () => Promise<Module>, forget: () => void): Promise<Module> {
  return load().catch((error: unknown) => {
    forget();
    throw error;
  });
}

/** A failed preload changes nothing: the stand-in keeps working, and the next intent loads again. */
const ignoreUntilAskedAgain = () => {};

/**
 * The contents of a dialog or dropdown that most visits never open, kept out of every page's first
 * load: its code is fetched when it first renders, or earlier with `preload` when a pointer rests on or
 * focus reaches what opens it. `fallback` stands in while the code arrives.
 */
export function lazyOnIntent<Props extends object>(load: () => Promise<ComponentType<Props>>, fallback: ReactNode) {
  let loading: Promise<ComponentType<Props>> | undefined;
  const loadOnce = () => (loading ??= retryable(load, () => (loading = undefined)));
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
      loadOnce().catch(ignoreUntilAskedAgain);
    },
  };
}

/**
 * Code that takes over from a plain stand-in once the shopper shows intent (a pointer resting on it,
 * focus, a touch): the page's first load carries only the stand-in, which the server renders with the
 * same markup. `useLoaded` gives the loaded module (undefined until then, and always while hydrating,
 * so the browser's first render matches the server's) and `request`, to call from the stand-in's
 * intent events; it re-renders its caller once the code is there.
 */
export function loadOnIntent<Module>(load: () => Promise<Module>) {
  let loaded: Module | undefined;
  let loading: Promise<Module> | undefined;
  const loadOnce = () =>
    (loading ??= retryable(load, () => (loading = undefined)).then((module) => {
      loaded = module;
      return module;
    }));
  function useLoaded(): [Module | undefined, () => void] {
    const [module, setModule] = useState<Module | undefined>(() => (isHydrated() ? loaded : undefined));
    const request = useCallback(() => {
      loadOnce().then((next) => setModule(() => next), ignoreUntilAskedAgain);
    }, []);
    return [module, request];
  }
  return { useLoaded, preload: () => loadOnce().catch(ignoreUntilAskedAgain) };
}

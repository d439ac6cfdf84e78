import { useCallback, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { isHydrated } from './hydration';

/** A failed preload changes nothing: the stand-in keeps working, and the next intent loads again. */
const ignoreUntilAskedAgain = () => {};

/**
 * Code that takes over from a plain stand-in once the shopper shows intent (a pointer resting on it,
 * focus, a touch): the page's first load carries only the stand-in, which the server renders with the
 * same markup. `useLoaded` gives the loaded module (undefined until then, and always while hydrating,
 * so the browser's first render matches the server's) and `request`, to call from the stand-in's
 * intent events; every component using it re-renders once the code is there, whoever asked for it.
 * A load that failed (the network dropped, or a deploy removed the file) is forgotten, never thrown at
 * the page, so the next intent tries again.
 */
export function loadOnIntent<Module>(load: () => Promise<Module>) {
  let loaded: Module | undefined;
  let loading: Promise<Module> | undefined;
  const listeners = new Set<() => void>();
  const loadOnce = () => {
    // Asked while offline, the browser would remember each file as failed (a module script that failed
    // is not fetched again, even back online): nothing is asked until the network is back.
    if (!navigator.onLine) return Promise.reject(new Error('Offline: the code loads once back online'));
    return (loading ??= load().then(
      (module) => {
        loaded = module;
        for (const listener of listeners) listener();
        return module;
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  };
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  };
  const preload = () => void loadOnce().catch(ignoreUntilAskedAgain);
  function useLoaded(): [Module | undefined, () => void] {
    const [module, setModule] = useState<Module | undefined>(() => (isHydrated() ? loaded : undefined));
    useEffect(() => subscribe(() => setModule(() => loaded)), []);
    const request = useCallback(() => {
      loadOnce().then((next) => setModule(() => next), ignoreUntilAskedAgain);
    }, []);
    return [module, request];
  }
  return {
    useLoaded,
    preload,
    /** The module, loading it if need be; rejects when it cannot be loaded now. */
    load: loadOnce,
    /** The module if it has loaded, without asking for it. */
    current: () => loaded,
  };
}

/**
 * The contents of a dialog or dropdown that most visits never open, kept out of every page's first
 * load: its code is fetched when it first renders, or earlier with `preload` when a pointer rests on or
 * focus reaches what opens it. `fallback` stands in while the code arrives, and stays while it cannot
 * (offline), until the browser is back online or the component is shown again.
 */
export function lazyOnIntent<Props extends object>(load: () => Promise<ComponentType<Props>>, fallback: ReactNode) {
  const { useLoaded, preload } = loadOnIntent(load);
  function LazyComponent(props: Props) {
    const [Loaded, request] = useLoaded();
    useEffect(() => {
      if (Loaded) return;
      request();
      window.addEventListener('online', request);
      return () => window.removeEventListener('online', request);
    }, [Loaded, request]);
    return Loaded ? <Loaded {...props} /> : fallback;
  }
  return { Component: LazyComponent, preload };
}

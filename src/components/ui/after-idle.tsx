import React, { useEffect, useState, type ComponentType } from 'react';

/**
 * A part of the page that waits until the browser is idle after hydration: its code loads then (a
 * chunk of its own), so it neither weighs on the first load nor competes with hydration. It is not
 * in the static HTML. Once loaded, it shows at once on every later page.
 */
export function afterIdle<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  let loaded: ComponentType<P> | null = null;
  return function AfterIdle(props: P) {
    const [Component, setComponent] = useState<ComponentType<P> | null>(() => loaded);
    useEffect(() => {
      if (Component) return undefined;
      let live = true;
      const cancel = whenIdle(() => {
        void load().then((component) => {
          loaded = component;
          if (live) setComponent(() => component);
        });
      });
      return () => {
        live = false;
        cancel();
      };
    }, [Component]);
    return Component ? <Component {...props} /> : null;
  };
}

/** Runs `work` when the browser is idle (at the latest after 2 s); answers a function that cancels it. */
export function whenIdle(work: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(work, { timeout: 2000 });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(work, 200);
  return () => window.clearTimeout(handle);
}

/**
 * A part whose code loads only once `needed` is first true (a chunk of its own): null until then
 * and while it loads; once loaded it stays.
 */
export function useLoadedWhen<P extends object>(needed: boolean, load: () => Promise<ComponentType<P>>): ComponentType<P> | null {
  const [Component, setComponent] = useState<ComponentType<P> | null>(null);
  useEffect(() => {
    if (!needed || Component) return;
    void load().then((component) => setComponent(() => component));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `load` is a module-level import, fixed for the component's life
  }, [needed, Component]);
  return Component;
}

import React, { useEffect, useState, type ComponentType } from 'react';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import type { ShowPhase } from '../../lib/show-phase';
import { Panel } from './styles';

/**
 * A phase panel whose code loads when the page first shows that phase (a chunk of its own), so
 * the home page's first-load JavaScript carries only the panel of the phase most builds are made
 * in (before the show). Until it has loaded, and in the static HTML, the panel is its heading
 * alone: the same markup on the server and in the hydrating render.
 */
export function lazyPanel<P extends object>(phase: ShowPhase, titleKey: string, load: () => Promise<ComponentType<P>>): ComponentType<P> {
  let loaded: ComponentType<P> | null = null;
  return function LazyPanel(props: P) {
    const { t } = useTranslation();
    const [Component, setComponent] = useState<ComponentType<P> | null>(null);
    useEffect(() => {
      if (loaded) {
        setComponent(() => loaded);
        return undefined;
      }
      let live = true;
      void load().then((component) => {
        loaded = component;
        if (live) setComponent(() => component);
      });
      return () => {
        live = false;
      };
    }, []);
    if (Component) return <Component {...props} />;
    return (
      <Panel aria-labelledby="phase-title" data-phase={phase}>
        <h2 id="phase-title">{t(titleKey)}</h2>
      </Panel>
    );
  };
}

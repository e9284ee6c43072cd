import type { GatsbyBrowser } from 'gatsby';
import { watchChunkErrors } from './src/app/chunk-reload';
import { hydrate } from './src/app/hydrate';
import { wrapPage, wrapRoot } from './src/app/wrap-root';
import { endPageLoading, startPageLoading } from './src/app/layout/LoadingIndicator';

export const wrapRootElement: GatsbyBrowser['wrapRootElement'] = wrapRoot;
export const wrapPageElement: GatsbyBrowser['wrapPageElement'] = wrapPage;

// Not typed as GatsbyBrowser's: its Renderer is the legacy ReactDOM.render signature.
export const replaceHydrateFunction = () => hydrate;

export const onClientEntry: GatsbyBrowser['onClientEntry'] = () => watchChunkErrors();

// The loading bar: shown while a page takes longer than the throttle to load and mount.
export const onRouteUpdateDelayed: GatsbyBrowser['onRouteUpdateDelayed'] = () => startPageLoading();
export const onPreRouteUpdate: GatsbyBrowser['onPreRouteUpdate'] = () => startPageLoading();
export const onRouteUpdate: GatsbyBrowser['onRouteUpdate'] = () => endPageLoading();

// Marks the page as interactive (end-to-end tests wait for it before clicking).
export const onInitialClientRender: GatsbyBrowser['onInitialClientRender'] = () => {
  document.documentElement.dataset.hydrated = 'true';
};

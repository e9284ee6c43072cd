import { startTransition, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { PAGE_DATA_ATTRIBUTE, pageDataStamp } from './page-data-stamp';

type Loader = { loadPageSync(path: string): { json?: unknown } | undefined };

/** Whether the page data Gatsby loaded is the one this HTML was rendered from (a release switch between them makes it not). */
function renderedFromLoadedData(): boolean {
  const loader = (window as { ___loader?: Loader }).___loader;
  const loaded = loader?.loadPageSync(window.location.pathname);
  return !!loaded && document.documentElement.getAttribute(PAGE_DATA_ATTRIBUTE) === pageDataStamp(loaded.json);
}

/**
 * Gatsby's replaceHydrateFunction. Hydration runs as a transition, so React renders the page in
 * slices of a few milliseconds and yields to the browser between them, instead of one task as
 * long as the whole tree (on a slow phone, hundreds of milliseconds in which a tap waits). A tap
 * during hydration hydrates the part that was tapped first.
 */
export function hydrate(element: ReactNode, container: Element | Document | DocumentFragment | null): void {
  if (!(container instanceof Element)) return;
  const staticBody = document.getElementById('gatsby-focus-wrapper');
  // A client-only route (/member/…, /demand/{id}/) was built once for its pattern (/member/[...]/),
  // so its HTML cannot match this URL's first render: it is rendered anew instead of hydrated.
  const builtForThisUrl = (window as { pagePath?: string }).pagePath === decodeURI(window.location.pathname);
  // Across a release switch, the HTML and the page data differ: the page is rendered from the newer data.
  if (!staticBody?.children.length || !builtForThisUrl || !renderedFromLoadedData()) {
    document.documentElement.dataset.firstRender = 'rendered';
    createRoot(container).render(element);
    return;
  }
  document.documentElement.dataset.firstRender = 'hydrated';
  startTransition(() => {
    hydrateRoot(container, element);
  });
}

import { startTransition, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';

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
  if (!staticBody?.children.length || !builtForThisUrl) {
    createRoot(container).render(element);
    return;
  }
  startTransition(() => {
    hydrateRoot(container, element);
  });
}

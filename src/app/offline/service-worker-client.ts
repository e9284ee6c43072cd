// The page's side of the service worker (workbox-window): registers it, keeps the page that was
// open before it took over, checks for a new release now and then, and holds whether one waits.
// Loaded after the page is idle (UpdateOffer, via the layout's afterIdle), never on first load.
import { Workbox } from 'workbox-window';
import { SERVICE_WORKER_URL } from '../../lib/offline';

/** How often an open page asks whether a new release is live (the browser also checks on each page load). */
const UPDATE_CHECK_MS = 15 * 60 * 1000;

let workbox: Workbox | null = null;
let updateWaiting = false;
const listeners = new Set<() => void>();

function announce(waiting: boolean) {
  updateWaiting = waiting;
  for (const listener of listeners) listener();
}

/** Registers the service worker once per page load; a no-op where service workers are unavailable. */
export function startServiceWorker(): void {
  if (workbox || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  const controlledAtLoad = Boolean(navigator.serviceWorker.controller);
  const wb = new Workbox(SERVICE_WORKER_URL, { scope: '/' });
  workbox = wb;
  wb.addEventListener('waiting', () => announce(true));
  void wb
    .register()
    .then(async (registration) => {
      if (!registration) return;
      // The first visit: this page and its data came before the worker; ask it to keep them too.
      if (!controlledAtLoad) {
        await wb.active;
        wb.messageSW({ type: 'CACHE_URLS', payload: { urlsToCache: loadedUrls() } }).catch(() => undefined);
      }
      const check = () => void registration.update().catch(() => undefined);
      window.setInterval(check, UPDATE_CHECK_MS);
      document.addEventListener('visibilitychange', () => {
        if (document.visibilityState === 'visible') check();
      });
    })
    .catch(() => undefined);
}

/** This page's address and the site's files it loaded (the API's answers left out). */
function loadedUrls(): string[] {
  const origin = window.location.origin;
  const resources = performance.getEntriesByType('resource').map((entry) => entry.name);
  return [window.location.href, ...resources].filter((url) => {
    const parsed = new URL(url, origin);
    return parsed.origin === origin && !parsed.pathname.startsWith('/api/');
  });
}

export function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function isUpdateWaiting(): boolean {
  return updateWaiting;
}

/** How long the page waits for the new release to take over before it reloads anyway. */
const TAKE_OVER_WAIT_MS = 5000;

/** The visitor accepts the new release: it takes over, then the page reloads with it (once). */
export function acceptUpdate(): void {
  if (!workbox) return;
  let reloading = false;
  const reload = () => {
    if (reloading) return;
    reloading = true;
    window.location.reload();
  };
  navigator.serviceWorker.addEventListener('controllerchange', reload);
  workbox.addEventListener('controlling', reload);
  window.setTimeout(reload, TAKE_OVER_WAIT_MS);
  workbox.messageSkipWaiting();
}

/** "Later": the offer goes away for this page; the next page load offers it again. */
export function dismissUpdate(): void {
  announce(false);
}

import { LOADING_BAR_THROTTLE_MS } from '@expo/contract/constants';

// The page-loading state, outside React: gatsby-browser's route hooks set it, LoadingIndicator shows it.
// The bar is shown only once a load has lasted LOADING_BAR_THROTTLE_MS, so quick pages never flash it.

let loading = false;
let barShown = false;
let throttle: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<() => void>();

/** A page starts loading (route change). Repeated calls while loading change nothing. */
export function startPageLoading(): void {
  if (loading) return;
  loading = true;
  throttle = setTimeout(() => {
    throttle = undefined;
    setBarShown(true);
  }, LOADING_BAR_THROTTLE_MS);
}

/** The page has rendered; safe to call when nothing is loading. */
export function endPageLoading(): void {
  loading = false;
  clearTimeout(throttle);
  throttle = undefined;
  setBarShown(false);
}

export function isLoadingBarShown(): boolean {
  return barShown;
}

/** For useSyncExternalStore: calls `listener` whenever the bar shows or hides. */
export function subscribeLoadingBar(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

function setBarShown(shown: boolean) {
  if (barShown === shown) return;
  barShown = shown;
  for (const listener of [...listeners]) listener();
}

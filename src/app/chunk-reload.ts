// A failed chunk load (a new release replaced the old files) reloads the page, at most once per
// CHUNK_RELOAD_INTERVAL_MS (SPEC.md section 8), so a real outage does not become a reload loop.

export const CHUNK_RELOAD_INTERVAL_MS = 60_000;
const STORAGE_KEY = 'expo-chunk-reload-at';

/** Whether an error is a failed load of a code chunk (webpack's ChunkLoadError or a failed CSS chunk). */
export function isChunkLoadError(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const { name, message } = error as { name?: unknown; message?: unknown };
  return name === 'ChunkLoadError' || (typeof message === 'string' && /Loading (CSS )?chunk [\w-]+ failed/i.test(message));
}

/** The rule: reload unless the last reload for this reason was less than the interval ago. */
export function shouldReload(lastReloadAt: number | null, now: number): boolean {
  return lastReloadAt === null || now - lastReloadAt >= CHUNK_RELOAD_INTERVAL_MS;
}

/** Reloads the page for a chunk error when the rule allows; returns whether it did. */
export function reloadForChunkError(error: unknown, storage: Storage = window.sessionStorage, reload = () => window.location.reload()): boolean {
  if (!isChunkLoadError(error)) return false;
  const stored = Number(storage.getItem(STORAGE_KEY));
  const now = Date.now();
  if (!shouldReload(Number.isFinite(stored) && stored > 0 ? stored : null, now)) return false;
  storage.setItem(STORAGE_KEY, String(now));
  reload();
  return true;
}

/** Listens for chunk errors on the window (uncaught errors and rejected imports). */
export function watchChunkErrors(): void {
  window.addEventListener('error', (event) => reloadForChunkError(event.error));
  window.addEventListener('unhandledrejection', (event) => reloadForChunkError(event.reason));
}

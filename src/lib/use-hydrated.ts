import { useEffect, useState } from 'react';

/**
 * False during the server render and the first (hydrating) browser render, true after: what depends
 * on the browser alone (the query string, cookies, the clock) waits for it, so hydration matches.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}

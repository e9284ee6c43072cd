import { useEffect, useState } from 'react';

/**
 * False during the server render and the first (hydrating) browser render, true after: what depends
 * on the browser alone (the query string, cookies, the clock) waits for it, so hydration matches.
 */
export function useHydrated(): boolean {
  return useBrowserValue(() => true, false);
}

/**
 * `serverValue` during the server render and the hydrating render, then what `read` gives in the
 * browser (read again when `key` changes). A browser value equal to the server's costs no second
 * render: a page whose static HTML is already right does no work after hydration.
 */
export function useBrowserValue<T>(read: () => T, serverValue: T, key?: unknown): T {
  const [value, setValue] = useState(serverValue);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- read again only when the key changes
  useEffect(() => setValue(read()), [key]);
  return value;
}

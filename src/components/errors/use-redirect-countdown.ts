import { useEffect, useState } from 'react';
import { navigate } from 'gatsby';

/** Counts `seconds` down once a second, then replaces the page with `to`. Returns the seconds left. */
export function useRedirectCountdown(seconds: number, to: string): number {
  const [left, setLeft] = useState(seconds);
  useEffect(() => {
    if (left <= 0) {
      void navigate(to, { replace: true });
      return undefined;
    }
    const timer = window.setTimeout(() => setLeft((value) => value - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [left, to]);
  return left;
}

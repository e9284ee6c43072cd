import { useEffect, useState } from 'react';
import { clockRecheckDelay, type ShowDates } from './show-phase';

/**
 * The instant a page about the show's phase shows (epoch ms). The server render and the hydrating
 * render use `builtAt`, the build's instant, so hydration matches the static HTML; once mounted it
 * is the browser's clock, looked at again when the phase may change (every minute during the
 * show) and whenever the page comes back into view: the page switches phase without a rebuild.
 */
export function useShowClock(builtAt: number, dates: ShowDates): number {
  const [now, setNow] = useState(builtAt);
  const { startDate, endDate } = dates;
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const look = () => {
      clearTimeout(timer);
      const at = Date.now();
      setNow(at);
      timer = setTimeout(look, clockRecheckDelay(at, { startDate, endDate }));
    };
    const onVisible = () => {
      if (document.visibilityState === 'visible') look();
    };
    look();
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [startDate, endDate]);
  return now;
}

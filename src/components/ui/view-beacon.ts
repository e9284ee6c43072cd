import { useEffect } from 'react';
import { VIEW_BEACON_PATH, type RankedType } from '../../../contract/ranking-formula';
import { whenIdle } from './after-idle';

/**
 * Counts this detail page's view for the rankings: one `navigator.sendBeacon` when the browser is
 * idle after hydration, without a cookie or a body (the server counts a visitor once a day).
 */
export function useViewBeacon(targetType: RankedType, targetId: number): void {
  useEffect(() => {
    if (typeof navigator.sendBeacon !== 'function') return undefined;
    return whenIdle(() => navigator.sendBeacon(`${VIEW_BEACON_PATH}/${targetType}/${targetId}`));
  }, [targetType, targetId]);
}

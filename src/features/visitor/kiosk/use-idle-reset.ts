import { useEffect, useRef } from 'react';
import { KIOSK_LIMITS } from '@expo/contract/visitor-rules';

// A finger reading down a long form scrolls without a new pointerdown: scroll and touchmove count as touches too
// (scroll does not bubble, but a capturing listener on the document hears every element's).
const TOUCHES = ['pointerdown', 'keydown', 'input', 'wheel', 'touchmove', 'scroll'] as const;

/**
 * Calls `reset` once the tablet has had no touch for KIOSK_LIMITS.idleSeconds while `active` (a
 * form half filled in, a badge on the screen): the next walk-in finds the start screen.
 */
export function useIdleReset(active: boolean, reset: () => void): void {
  const latest = useRef(reset);
  latest.current = reset;
  useEffect(() => {
    if (!active) return undefined;
    let timer = setTimeout(() => latest.current(), KIOSK_LIMITS.idleSeconds * 1000);
    const touched = () => {
      clearTimeout(timer);
      timer = setTimeout(() => latest.current(), KIOSK_LIMITS.idleSeconds * 1000);
    };
    TOUCHES.forEach((name) => document.addEventListener(name, touched, { capture: true, passive: true }));
    return () => {
      clearTimeout(timer);
      TOUCHES.forEach((name) => document.removeEventListener(name, touched, { capture: true }));
    };
  }, [active]);
}

import React, { useEffect, useState, useSyncExternalStore } from 'react';
import styled, { keyframes } from 'styled-components';
import { LOADING_BAR_DURATION_MS } from '@expo/contract/constants';
import { isLoadingBarShown, subscribeLoadingBar } from './page-loading';
import { theme } from '../../styles/theme';

export { endPageLoading, startPageLoading } from './page-loading';

/** How long the finished bar takes to fill and fade. */
export const LOADING_BAR_FINISH_MS = 300;

type BarPhase = 'hidden' | 'running' | 'finishing';

/**
 * The thin progress bar at the top of the window while a page loads (startPageLoading /
 * endPageLoading). Decorative (aria-hidden) and free of texts, so it can sit outside the i18n provider.
 */
export function LoadingIndicator() {
  const shown = useSyncExternalStore(subscribeLoadingBar, isLoadingBarShown, () => false);
  const [phase, setPhase] = useState<BarPhase>('hidden');
  useEffect(() => {
    setPhase((was) => (shown ? 'running' : was === 'running' ? 'finishing' : was));
  }, [shown]);
  useEffect(() => {
    if (phase !== 'finishing') return undefined;
    const timer = setTimeout(() => setPhase('hidden'), LOADING_BAR_FINISH_MS);
    return () => clearTimeout(timer);
  }, [phase]);
  if (phase === 'hidden') return null;
  return <Bar aria-hidden="true" data-phase={phase} />;
}

const grow = keyframes`
  from { transform: scaleX(0); }
  to { transform: scaleX(0.95); }
`;

const finish = keyframes`
  from { transform: scaleX(1); opacity: 1; }
  to { transform: scaleX(1); opacity: 0; }
`;

const Bar = styled.div`
  position: fixed;
  top: 0;
  left: 0;
  right: 0;
  z-index: 1000;
  height: 3px;
  background: ${theme.colors.butter};
  box-shadow: 0 1px 3px rgba(90, 44, 19, 0.35);
  transform-origin: left center;
  pointer-events: none;
  &[data-phase='running'] {
    /* Fast at first, slowing down: it never reaches the end before the page does. */
    animation: ${grow} ${LOADING_BAR_DURATION_MS}ms cubic-bezier(0.1, 0.7, 0.3, 1) forwards;
  }
  &[data-phase='finishing'] {
    animation: ${finish} ${LOADING_BAR_FINISH_MS}ms ease-out forwards;
  }
  @media (prefers-reduced-motion: reduce) {
    &[data-phase] {
      animation: none;
    }
  }
`;

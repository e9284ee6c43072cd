import React, { useEffect, useState, useSyncExternalStore } from 'react';
import styled, { keyframes } from 'styled-components';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import { LOADING_BAR_DURATION_MS, LOADING_DOTS_INTERVAL_MS, LOADING_DOTS_STEPS } from '@expo/contract/constants';
import { isLoadingBarShown, subscribeLoadingBar } from './page-loading';

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

/** Dots lit at each animation step: 1, 2, 3, 3, 2, 1, then again. */
export function litDots(step: number): number {
  const at = step % LOADING_DOTS_STEPS;
  const half = LOADING_DOTS_STEPS / 2;
  return at < half ? at + 1 : LOADING_DOTS_STEPS - at;
}

/** Three pulsing dots for a client-side loading state, announced to screen readers as loading. */
export function LoadingDots({ className, label }: { className?: string; label?: string }) {
  const { t } = useTranslation('widgets');
  const [step, setStep] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => setStep((was) => (was + 1) % LOADING_DOTS_STEPS), LOADING_DOTS_INTERVAL_MS);
    return () => clearInterval(timer);
  }, []);
  const lit = litDots(step);
  return (
    <Dots role="status" className={className}>
      <span className="visually-hidden">{label ?? t('loading.text')}</span>
      {[0, 1, 2].map((dot) => (
        <span key={dot} className="dot" data-lit={dot < lit} aria-hidden="true" />
      ))}
    </Dots>
  );
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
  background: ${({ theme }) => theme.colors.butter};
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

const Dots = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  padding: ${({ theme }) => theme.space(2)};
  color: ${({ theme }) => theme.colors.crust};
  .dot {
    width: 8px;
    height: 8px;
    border-radius: 50%;
    background: currentColor;
    opacity: 0.25;
    transition: opacity 150ms;
  }
  .dot[data-lit='true'] {
    opacity: 1;
  }
  @media (prefers-reduced-motion: reduce) {
    .dot {
      opacity: 1;
      transition: none;
    }
  }
`;

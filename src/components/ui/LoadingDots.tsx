import React, { useEffect, useState } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import { LOADING_DOTS_INTERVAL_MS, LOADING_DOTS_STEPS } from '@expo/contract/constants';
import { theme } from '../../styles/theme';

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

const Dots = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  padding: ${theme.space(2)};
  color: ${theme.colors.crust};
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

import React, { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import { BACK_TO_TOP_STEP_PX, BACK_TO_TOP_THRESHOLD_PX } from '@expo/contract/constants';
import { FloatingButton } from './styles';

/** Shown once the page is scrolled past the threshold; scrolls back up a step per frame. */
export function BackToTop() {
  const { t } = useTranslation('widgets');
  const visible = useScrolledPast(BACK_TO_TOP_THRESHOLD_PX);
  const frame = useRef(0);
  useEffect(() => () => cancelAnimationFrame(frame.current), []);

  const scrollUp = () => {
    cancelAnimationFrame(frame.current);
    if (prefersReducedMotion()) {
      window.scrollTo({ top: 0, behavior: 'instant' });
      return;
    }
    const step = () => {
      const before = window.scrollY;
      // 'instant' overrides a CSS smooth scroll-behavior, which would leave scrollY behind each frame.
      window.scrollTo({ top: Math.max(0, before - BACK_TO_TOP_STEP_PX), behavior: 'instant' });
      if (window.scrollY > 0 && window.scrollY < before) frame.current = requestAnimationFrame(step);
    };
    frame.current = requestAnimationFrame(step);
  };

  if (!visible) return null;
  return (
    <FloatingButton type="button" aria-label={t('floating.backToTop')} onClick={scrollUp}>
      <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
        <path d="M10 16V4M4.5 9.5 10 4l5.5 5.5" fill="none" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    </FloatingButton>
  );
}

function useScrolledPast(threshold: number): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const update = () => setPast(window.scrollY > threshold);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [threshold]);
  return past;
}

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

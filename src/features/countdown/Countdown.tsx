import React, { useEffect, useState } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import { countdownState, isShowDate, type CountdownState } from './countdown-state';
import { theme } from '../../styles/theme';

export interface CountdownProps {
  /** first show day, YYYY-MM-DD in China time */
  startDate: string;
  /** last show day, YYYY-MM-DD in China time */
  endDate: string;
  className?: string;
}

const UNITS = ['days', 'hours', 'minutes', 'seconds'] as const;

/**
 * The header countdown to the show (SPEC.md section 4). It depends on the clock, so the static HTML
 * and the hydrating render hold an invisible timer of the same size (no layout shift); the real
 * one starts once mounted and ticks every second.
 */
export function Countdown({ startDate, endDate, className }: CountdownProps) {
  const { t } = useTranslation('widgets');
  const current = useCountdown(startDate, endDate);
  if (!isShowDate(startDate) || !isShowDate(endDate)) return null;
  if (current && current.state !== 1) {
    return (
      <Status className={className}>
        {t(current.state === 2 ? 'countdown.inProgress' : 'countdown.ended')}
      </Status>
    );
  }
  const value = (unit: (typeof UNITS)[number]) => {
    if (!current) return unit === 'days' ? '0' : '00';
    return unit === 'days' ? String(current[unit]) : String(current[unit]).padStart(2, '0');
  };
  const placeholder = current ? {} : { 'aria-hidden': true, $placeholder: true };
  return (
    <Timer className={className} role={current ? 'timer' : undefined} aria-label={current ? t('countdown.label') : undefined} {...placeholder}>
      <span className="until">{t('countdown.until')}</span>
      {UNITS.map((unit) => (
        <span key={unit} className="unit">
          <span className="value">{value(unit)}</span>
          <span className="name">{t(`countdown.${unit}`)}</span>
        </span>
      ))}
    </Timer>
  );
}

/** The countdown state, null until mounted (and for dates that are not YYYY-MM-DD). */
function useCountdown(startDate: string, endDate: string): CountdownState | null {
  const [current, setCurrent] = useState<CountdownState | null>(null);
  useEffect(() => {
    if (!isShowDate(startDate) || !isShowDate(endDate)) {
      setCurrent(null);
      return undefined;
    }
    const tick = () => {
      const next = countdownState(new Date(), startDate, endDate);
      setCurrent(next);
      if (next.state === 3) window.clearInterval(timer);
    };
    const timer = window.setInterval(tick, 1000);
    tick();
    return () => window.clearInterval(timer);
  }, [startDate, endDate]);
  return current;
}

const Timer = styled.div<{ $placeholder?: boolean }>`
  display: inline-flex;
  visibility: ${({ $placeholder }) => ($placeholder ? 'hidden' : 'visible')};
  align-items: baseline;
  flex-wrap: wrap;
  gap: ${theme.space(1.5)};
  font-size: 0.875rem;
  line-height: 1.3;
  .until {
    margin-right: ${theme.space(0.5)};
  }
  .unit {
    display: inline-flex;
    align-items: baseline;
    gap: 2px;
  }
  .value {
    font-variant-numeric: tabular-nums;
    font-weight: 700;
    font-size: 1.05rem;
  }
`;

const Status = styled.p`
  margin: 0;
  font-size: 0.875rem;
  font-weight: 600;
`;

import React, { useEffect, useState } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import { countdownState, isShowDate, type CountdownState } from './countdown-state';

export interface CountdownProps {
  /** first show day, YYYY-MM-DD in China time */
  startDate: string;
  /** last show day, YYYY-MM-DD in China time */
  endDate: string;
  className?: string;
}

const UNITS = ['days', 'hours', 'minutes', 'seconds'] as const;

/**
 * The header countdown to the show (SPEC.md section 4). It depends on the clock, so the server and
 * the hydrating render show nothing; it starts once mounted and ticks every second.
 */
export function Countdown({ startDate, endDate, className }: CountdownProps) {
  const { t } = useTranslation('widgets');
  const current = useCountdown(startDate, endDate);
  if (!current) return null;
  if (current.state !== 1) {
    return (
      <Status className={className}>
        {t(current.state === 2 ? 'countdown.inProgress' : 'countdown.ended')}
      </Status>
    );
  }
  return (
    <Timer className={className} role="timer" aria-label={t('countdown.label')}>
      <span className="until">{t('countdown.until')}</span>
      {UNITS.map((unit) => (
        <span key={unit} className="unit">
          <span className="value">{unit === 'days' ? current[unit] : String(current[unit]).padStart(2, '0')}</span>
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

const Timer = styled.div`
  display: inline-flex;
  align-items: baseline;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(1.5)};
  font-size: 0.875rem;
  line-height: 1.3;
  .until {
    margin-right: ${({ theme }) => theme.space(0.5)};
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

import React, { useState } from 'react';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import styled from 'styled-components';
import type { ExhibitorSlots } from '@expo/contract/meeting';
import { usePageLanguage } from '../../lib/i18n/use-page-language';
import { theme } from '../../styles/theme';
import { dayLabel, deviceOffsetMinutes, firstOpenDay, slotClock, slotsByDayPart, utcOffsetName } from './slot-time';

type SlotDay = ExhibitorSlots['days'][number];

export interface SlotGridProps {
  days: readonly SlotDay[];
  /** the chosen slot's start (ISO), or null */
  value: string | null;
  onChange: (startsAt: string) => void;
  /** the group's accessible name */
  label: string;
  /** an id for the error's aria-describedby */
  errorId?: string;
  /** a slot that is taken but may be chosen (the meeting being moved holds its own) */
  current?: string | null;
}

/** Day tabs, then the chosen day's slots in morning and afternoon rows; taken slots are disabled. */
export function SlotGrid({ days, value, onChange, label, errorId, current = null }: SlotGridProps) {
  const { t } = useTranslation('meeting-picker');
  const { language } = usePageLanguage();
  const chosenDay = value ? days.find((day) => day.slots.some((slot) => slot.startsAt === value))?.date : undefined;
  const [day, setDay] = useState<string | null>(() => chosenDay ?? firstOpenDay(days));
  const shown = days.find((d) => d.date === day) ?? days[0];
  const sample = shown?.slots[0]?.startsAt;
  const offset = sample ? deviceOffsetMinutes(sample) : null;

  if (!shown) return <p>{t('noDays')}</p>;
  return (
    <Grid role="group" aria-label={label} aria-describedby={errorId}>
      {offset !== null && slotClock(sample!, offset).local ? <p className="zone">{t('zoneNote', { offset: utcOffsetName(offset) })}</p> : null}
      <div className="days" role="group" aria-label={t('days')}>
        {days.map((d) => {
          const free = d.slots.filter((slot) => slot.free).length;
          return (
            <button key={d.date} type="button" aria-pressed={d.date === shown.date} onClick={() => setDay(d.date)}>
              <strong>{dayLabel(d.date, language)}</strong>
              <small>{free > 0 ? t('freeCount', { count: free }) : t('full')}</small>
            </button>
          );
        })}
      </div>
      {shown.slots.length === 0 ? <p>{t('noSlotsThisDay')}</p> : null}
      {slotsByDayPart(shown.slots).map(({ part, slots }) => (
        <div key={part} className="part">
          <span>{t(`part.${part}`)}</span>
          <ul>
            {slots.map((slot) => {
              const time = slotClock(slot.startsAt).time;
              const open = slot.free || slot.startsAt === current;
              return (
                <li key={slot.startsAt}>
                  <button type="button" aria-pressed={slot.startsAt === value} disabled={!open} aria-label={open ? time : t('taken', { time })} onClick={() => onChange(slot.startsAt)}>
                    {time}
                  </button>
                </li>
              );
            })}
          </ul>
        </div>
      ))}
    </Grid>
  );
}

const Grid = styled.div`
  display: grid;
  gap: ${theme.space(3)};
  min-width: 0;
  .zone {
    margin: 0;
    padding: ${theme.space(2)} ${theme.space(3)};
    border-left: 4px solid ${theme.colors.butter};
    background: ${theme.colors.cream};
    font-size: 0.9rem;
  }
  .days {
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(7.5rem, 1fr));
    gap: ${theme.space(2)};
  }
  .days button {
    display: grid;
    gap: 2px;
    padding: ${theme.space(2)} ${theme.space(3)};
    border: 1px solid ${theme.colors.line};
    border-radius: ${theme.radius};
    background: ${theme.colors.flour};
    color: ${theme.colors.ink};
    font: inherit;
    text-align: left;
    cursor: pointer;
  }
  .days button[aria-pressed='true'] {
    border-color: ${theme.colors.crust};
    background: ${theme.colors.crust};
    color: ${theme.colors.cream};
  }
  .days small {
    font-size: 0.8rem;
    opacity: 0.85;
  }
  .part {
    display: grid;
    gap: ${theme.space(1)};
  }
  .part > span {
    color: ${theme.colors.muted};
    font-size: 0.875rem;
  }
  ul {
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(4.5rem, 1fr));
    gap: ${theme.space(2)};
    margin: 0;
    padding: 0;
    list-style: none;
  }
  ul button {
    width: 100%;
    min-height: 40px;
    border: 1px solid ${theme.colors.crust};
    border-radius: ${theme.radius};
    background: #fff;
    color: ${theme.colors.crust};
    font: inherit;
    font-variant-numeric: tabular-nums;
    cursor: pointer;
  }
  ul button[aria-pressed='true'] {
    background: ${theme.colors.crust};
    color: ${theme.colors.cream};
    font-weight: 700;
  }
  ul button:disabled {
    border-color: ${theme.colors.line};
    background: ${theme.colors.cream};
    color: ${theme.colors.muted};
    text-decoration: line-through;
    cursor: not-allowed;
  }
`;

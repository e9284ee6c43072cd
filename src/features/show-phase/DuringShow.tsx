import React, { useId } from 'react';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import styled from 'styled-components';
import { LocalizedLink } from '../../components/ui/LocalizedLink';
import { formatShowDate } from '../../lib/format/date';
import { eventsNowAndNext, liveToday, type HomeEvent, type HomeLive } from '../../lib/home-data';
import { localizedPath } from '../../lib/i18n/paths';
import { usePageLanguage } from '../../lib/i18n/use-page-language';
import { routes } from '../../lib/routes';
import { showDate } from '@expo/contract/show-clock';
import { showDay, type ShowDates } from '../../lib/show-phase';
import { theme } from '../../styles/theme';
import { EventRows } from './EventRows';
import { LiveRows } from './LiveRows';
import { ActionLink, Columns, Muted, Panel } from './styles';

const { colors, radius, space } = theme;

export interface DuringShowProps {
  dates: ShowDates;
  events: readonly HomeEvent[];
  live: readonly HomeLive[];
  /** the instant shown (epoch ms) */
  at: number;
}

/** During the show: the floor plan first, today's opening hours, the visitor registration (open until the show ends), events on now and next, live streams on now. */
export function DuringShow({ dates, events, live, at }: DuringShowProps) {
  const { t } = useTranslation();
  const { language } = usePageLanguage();
  const searchId = useId();
  const day = showDay(at, dates);
  const today = showDate(at);
  const { now, next } = eventsNowAndNext(events, at);
  const streams = liveToday(live, at);
  return (
    <Panel aria-labelledby="phase-title" data-phase="during">
      <h2 id="phase-title">{t('phase.duringTitle')}</h2>
      {day ? (
        <p>
          {t('phase.todayHours', {
            date: formatShowDate(day.date, t('format.date')),
            day: day.number,
            days: day.of,
            opens: day.opens,
            closes: day.closes,
          })}
        </p>
      ) : null}
      {/* A plain GET form: the floor plan reads ?q=, so the search works before any script runs. */}
      <FloorSearch role="search" action={localizedPath(routes.floorPlan, language)} method="get" aria-label={t('phase.findStand')}>
        <label htmlFor={searchId}>{t('phase.findStand')}</label>
        <div>
          <input id={searchId} name="q" type="search" enterKeyHint="search" placeholder={t('phase.findStandPlaceholder')} />
          <button type="submit">{t('phase.findStandButton')}</button>
        </div>
        <LocalizedLink to={routes.floorPlan}>{t('phase.openFloorPlan')} →</LocalizedLink>
      </FloorSearch>
      <RegisterNow>
        {t('phase.registerNow')}{' '}
        <ActionLink>
          <LocalizedLink to={routes.visitRegister}>{t('phase.register')}</LocalizedLink>
        </ActionLink>
      </RegisterNow>
      <Columns>
        <div>
          <h3>{t('phase.eventsNow')}</h3>
          {now.length > 0 ? <EventRows events={now} today={today} /> : <Muted>{t('phase.noEventsNow')}</Muted>}
        </div>
        <div>
          <h3>{t('phase.eventsNext')}</h3>
          {next.length > 0 ? <EventRows events={next} today={today} /> : <Muted>{t('phase.noEventsNext')}</Muted>}
          <p>
            <LocalizedLink to={routes.activities}>{t('phase.schedule')} →</LocalizedLink>
          </p>
        </div>
      </Columns>
      <Columns>
        <div>
          <h3>{t('phase.liveNow')}</h3>
          {streams.onNow.length > 0 ? <LiveRows items={streams.onNow} pattern={t('format.time')} /> : <Muted>{t('phase.noLiveNow')}</Muted>}
        </div>
        {streams.later.length > 0 ? (
          <div>
            <h3>{t('phase.liveLater')}</h3>
            <LiveRows items={streams.later} pattern={t('format.time')} />
          </div>
        ) : null}
      </Columns>
      <p>
        <LocalizedLink to={routes.live}>{t('phase.allLive')} →</LocalizedLink>
      </p>
    </Panel>
  );
}

const FloorSearch = styled.form`
  display: grid;
  gap: ${space(2)};
  margin: ${space(4)} 0;
  padding: ${space(4)};
  background: ${colors.cream};
  border: 2px solid ${colors.butter};
  border-radius: ${radius};
  label {
    font-weight: 700;
    color: ${colors.crust};
  }
  div {
    display: flex;
    gap: ${space(2)};
  }
  input,
  button {
    padding: ${space(2.5)};
    border: 1px solid ${colors.line};
    border-radius: ${radius};
    font: inherit;
  }
  input {
    flex: 1;
    min-width: 0;
  }
  button {
    background: ${colors.berry};
    color: #fff;
    font-weight: 600;
  }
`;

const RegisterNow = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space(2)} ${space(3)};
`;

import React from 'react';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import { LocalizedLink } from '../../components/ui/LocalizedLink';
import { formatShowTime } from '../../lib/format/date';
import type { HomeEvent } from '../../lib/home-data';
import { routes } from '../../lib/routes';
import { showDate } from '@expo/contract/show-clock';
import { TimedList } from './styles';

/** Show events as short rows: start time (with the date when not `today`), title, place. */
export function EventRows({ events, today }: { events: readonly HomeEvent[]; today: string }) {
  const { t } = useTranslation();
  return (
    <TimedList>
      {events.map((event) => {
        const onToday = showDate(Date.parse(event.startTime)) === today;
        return (
          <li key={event.id}>
            <time dateTime={event.startTime}>{formatShowTime(event.startTime, onToday ? t('format.time') : t('format.dateTime'))}</time>
            <div>
              <LocalizedLink to={routes.activity(event.id)}>{event.title}</LocalizedLink>
              {event.place ? <p>{event.place}</p> : null}
            </div>
          </li>
        );
      })}
    </TimedList>
  );
}

import React from 'react';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import type { ActivityRow } from '@expo/contract';
import { formatShowTimeRange } from '../../lib/format/date';
import { formatNumber } from '../../lib/format/number';
import { activityRoute } from '../../lib/routes';
import { LocalizedLink } from '../ui/LocalizedLink';
import { RowList } from './grids';

export type ActivityListRow = Pick<ActivityRow, 'id' | 'title' | 'host' | 'address' | 'startTime' | 'endTime' | 'seats' | 'exhibitorId' | 'exhibitorName'>;

/** Events: title, time (China time), host and venue; an exhibitor's own event links to its page. */
export function ActivityRows({ rows, kind }: { rows: ActivityListRow[]; kind: 'show' | 'exhibitor' }) {
  const { t } = useTranslation();
  return (
    <RowList>
      {rows.map((activity) => {
        const time = formatShowTimeRange(activity.startTime, activity.endTime, { dateTime: t('format.dateTime'), time: t('format.time') });
        return (
          <li key={activity.id}>
            <LocalizedLink to={activityRoute(kind, activity.id)}>
              <strong>{activity.title}</strong>
            </LocalizedLink>
            <p>
              <time dateTime={activity.startTime}>{t('activity.timeRange', time)}</time>
              {activity.address ? ` · ${activity.address}` : null}
            </p>
            <p>
              {activity.host ?? activity.exhibitorName ?? ''}
              {activity.seats > 0 ? ` · ${t('activity.seatsCount', { seats: formatNumber(activity.seats) })}` : null}
            </p>
          </li>
        );
      })}
    </RowList>
  );
}

import React from 'react';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import { LocalizedLink } from '../../components/ui/LocalizedLink';
import { formatShowTime } from '../../lib/format/date';
import type { HomeLive } from '../../lib/home-data';
import { routes } from '../../lib/routes';
import { TimedList } from './styles';

/** Live streams (or replays) as short rows: an open stream links out, a members' one to its place on /live. */
export function LiveRows({ items, pattern }: { items: readonly HomeLive[]; pattern: string }) {
  const { t } = useTranslation();
  return (
    <TimedList>
      {items.map((item) => (
        <li key={item.id}>
          <time dateTime={item.startTime}>{formatShowTime(item.startTime, pattern)}</time>
          <div>
            {item.url ? (
              <a href={item.url} target="_blank" rel="noopener noreferrer">
                {item.title}
              </a>
            ) : (
              <LocalizedLink to={`${routes.live}#live-${item.id}`}>{item.title}</LocalizedLink>
            )}
            <p>{t(item.url ? 'live.open' : 'live.membersOnly')}</p>
          </div>
        </li>
      ))}
    </TimedList>
  );
}

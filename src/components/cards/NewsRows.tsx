import React from 'react';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import type { NewsRow } from '@expo/contract';
import { formatShowTime } from '../../lib/format/date';
import { excerpt } from '../../lib/format/text';
import { routes } from '../../lib/routes';
import { LocalizedLink } from '../ui/LocalizedLink';
import { RowList } from './grids';

export type NewsListRow = Pick<NewsRow, 'id' | 'title' | 'summary' | 'url' | 'publishTime'>;

/** News items: date, title (an outside source opens in a new tab) and summary. */
export function NewsRows({ rows }: { rows: NewsListRow[] }) {
  const { t } = useTranslation();
  return (
    <RowList>
      {rows.map((news) => (
        <li key={news.id}>
          <time dateTime={news.publishTime}>{formatShowTime(news.publishTime, t('format.date'))}</time>
          <div>
            {news.url ? (
              <a href={news.url} target="_blank" rel="noopener noreferrer">
                <strong>{news.title}</strong>
              </a>
            ) : (
              <LocalizedLink to={routes.newsItem(news.id)}>
                <strong>{news.title}</strong>
              </LocalizedLink>
            )}
          </div>
          {news.summary ? <p>{excerpt(news.summary, 140)}</p> : null}
        </li>
      ))}
    </RowList>
  );
}

import React from 'react';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import styled from 'styled-components';
import type { NewsRow } from '@expo/contract';
import { formatShowTime } from '../../lib/format/date';
import { excerpt } from '../../lib/format/text';
import { routes } from '../../lib/routes';
import { LocalizedLink } from '../ui/LocalizedLink';
import { RowList } from './grids';

export type NewsListRow = Pick<NewsRow, 'id' | 'title' | 'summary' | 'url' | 'publishTime'>;

/**
 * A news title linking to its page on this site (every news item has one, so crawlers and visitors
 * without JavaScript reach it), with a link to the original beside it where the item has a source.
 */
export function NewsTitle({ news }: { news: { id: number; title: string; url: string | null } }) {
  const { t } = useTranslation();
  return (
    <>
      <LocalizedLink to={routes.newsItem(news.id)}>
        <strong>{news.title}</strong>
      </LocalizedLink>
      {news.url ? (
        <>
          {' '}
          <SourceLink href={news.url} target="_blank" rel="noopener noreferrer">
            {t('news.readSource')} ↗
          </SourceLink>
        </>
      ) : null}
    </>
  );
}

/** News items: date, title (with the original source, where there is one) and summary. */
export function NewsRows({ rows }: { rows: NewsListRow[] }) {
  const { t } = useTranslation();
  return (
    <RowList>
      {rows.map((news) => (
        <li key={news.id}>
          <time dateTime={news.publishTime}>{formatShowTime(news.publishTime, t('format.date'))}</time>
          <div>
            <NewsTitle news={news} />
          </div>
          {news.summary ? <p>{excerpt(news.summary, 140)}</p> : null}
        </li>
      ))}
    </RowList>
  );
}

const SourceLink = styled.a`
  font-size: 0.875rem;
  white-space: nowrap;
`;

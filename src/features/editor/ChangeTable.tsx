import React from 'react';
import styled from 'styled-components';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import type { FieldSpec } from '@expo/contract';
import type { Language } from '../../../contract/constants';
import { formatShowTime } from '../../lib/format/date';
import { media, theme } from '../../styles/theme';
import { hasNoValue, pictureUrls, thumbnailUrl, type ChangeRow } from './change-diff';
import { fieldLabel } from './labels';
import { useRecordName } from './use-record-name';

/** An API time (ISO) in China time, in the console's language. */
export function useShowTime(): (iso: string) => string {
  const { t } = useTranslation('editor');
  const pattern = t('format.dateTime', { ns: 'common' });
  return (iso) => formatShowTime(iso, pattern);
}

/**
 * A submission's changed fields: each with its label, the published value (struck, red) and the
 * submitted one (green) side by side; a new record has the submitted column only.
 */
export function ChangeTable({ rows, isNew, language }: { rows: ChangeRow[]; isNew: boolean; language: Language }) {
  const { t } = useTranslation('editor');
  if (rows.length === 0) return <p>{t('changeReview.noDifference')}</p>;
  return (
    <Diff $columns={isNew ? 1 : 2}>
      <thead>
        <tr>
          <th scope="col">{t('changeReview.field')}</th>
          {isNew ? null : <th scope="col">{t('changeReview.publishedValue')}</th>}
          <th scope="col">{t('changeReview.submittedValue')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.field}>
            <th scope="row">{fieldLabel(t, row.field)}</th>
            {isNew ? null : <td className="old"><del><FieldValue spec={row.spec} value={row.before} language={language} /></del></td>}
            <td className="new"><ins><FieldValue spec={row.spec} value={row.after} language={language} /></ins></td>
          </tr>
        ))}
      </tbody>
    </Diff>
  );
}

/** One value as people read it: pictures as thumbnails, switches as yes or no, times in China time, a reference by its name. */
function FieldValue({ spec, value, language }: { spec: FieldSpec; value: unknown; language: Language }) {
  const { t } = useTranslation('editor');
  const showTime = useShowTime();
  if (spec.type === 'bool') return <>{t(value ? 'changeReview.yes' : 'changeReview.no')}</>;
  if (hasNoValue(value)) return <Empty>{t('changeReview.empty')}</Empty>;
  if (spec.type === 'media' || spec.type === 'mediaList') return <Thumbs urls={pictureUrls(value)} />;
  if (spec.type === 'timestamp') return <>{showTime(String(value))}</>;
  if (spec.ref) return <RefValue resource={spec.ref} id={String(value)} language={language} />;
  return <>{String(value)}</>;
}

function RefValue({ resource, id, language }: { resource: string; id: string; language: Language }) {
  const name = useRecordName(resource, id, language);
  return <>{name ? `${name} ` : ''}<small>#{id}</small></>;
}

function Thumbs({ urls }: { urls: string[] }) {
  return (
    <Pictures>
      {urls.map((url, i) => (
        <a key={`${url}-${i}`} href={url} target="_blank" rel="noreferrer">
          <img src={thumbnailUrl(url)} alt="" loading="lazy" />
        </a>
      ))}
    </Pictures>
  );
}

// Label, old and new in three columns on a laptop; on a phone the label above, old and new side by side.
const Diff = styled.table<{ $columns: 1 | 2 }>`
  width: 100%;
  border-collapse: collapse;
  font-size: 0.9rem;
  tr {
    display: grid;
    grid-template-columns: repeat(${({ $columns }) => $columns}, minmax(0, 1fr));
    border-bottom: 1px solid ${theme.colors.line};
  }
  th,
  td {
    padding: 6px 8px;
    text-align: left;
    vertical-align: top;
  }
  thead th {
    font-size: 0.8rem;
    color: ${theme.colors.muted};
  }
  th:first-child {
    grid-column: 1 / -1;
    padding-bottom: 0;
  }
  thead th:first-child {
    display: none;
  }
  ${media.tablet} {
    tr {
      grid-template-columns: minmax(140px, 0.6fr) repeat(${({ $columns }) => $columns}, minmax(0, 1fr));
    }
    th:first-child {
      grid-column: auto;
      padding-bottom: 6px;
    }
    thead th:first-child {
      display: block;
    }
  }
  td {
    white-space: pre-wrap;
    overflow-wrap: anywhere;
  }
  td.old {
    background: #fbe9ec;
  }
  td.new {
    background: #e6f4ea;
  }
  del {
    text-decoration-color: ${theme.colors.berry};
    color: #7a2430;
  }
  ins {
    text-decoration: none;
    color: #1d4d2b;
  }
  td.old img {
    outline: 2px solid ${theme.colors.berry};
    opacity: 0.75;
  }
  td.new img {
    outline: 2px solid #2f7d4f;
  }
`;

// An inline block: the strike of an old value does not run through "(empty)".
const Empty = styled.span`
  display: inline-block;
  color: ${theme.colors.muted};
  font-style: italic;
`;

const Pictures = styled.span`
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
  img {
    display: block;
    width: 80px;
    height: 80px;
    object-fit: contain;
    border-radius: 4px;
    background: #fff;
  }
`;

import React, { useCallback, useEffect, useState } from 'react';
import dayjs from 'dayjs';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import type { Language } from '../../../contract/constants';
import { editorCall } from './editor-api';
import { FormError } from '../../components/form/form-ui';
import { Pager, Table } from './ui';

const PAGE_SIZE = 50;

interface AuditRow {
  id: number;
  editor: string;
  action: string;
  resource: string;
  key: string | null;
  changes: Record<string, unknown>;
  time: string;
}

/** Who changed what and when: the editor API's audit log, newest first. */
export function AuditLog({ language }: { language: Language }) {
  const { t } = useTranslation('editor');
  const [pageNum, setPageNum] = useState(1);
  const [list, setList] = useState<{ rows: AuditRow[]; total: number }>({ rows: [], total: 0 });
  const [error, setError] = useState<string | null>(null);
  const load = useCallback(
    () => editorCall<{ rows: AuditRow[]; total: number }>(language, 'GET', `/audit?pageNum=${pageNum}&pageSize=${PAGE_SIZE}`).then(setList).catch((e: Error) => setError(e.message)),
    [language, pageNum],
  );
  useEffect(() => void load(), [load]);
  return (
    <section>
      <h2>{t('audit')}</h2>
      {error ? <FormError role="alert">{error}</FormError> : null}
      <Table>
        <thead><tr><th>{t('time')}</th><th>{t('editor')}</th><th>{t('action')}</th><th>{t('record')}</th><th>{t('changes')}</th></tr></thead>
        <tbody>
          {list.rows.map((a) => (
            <tr key={a.id}>
              <td>{dayjs(a.time).format('YYYY-MM-DD HH:mm:ss')}</td>
              <td>{a.editor}</td>
              <td>{t(`actions.${a.action}`, { defaultValue: a.action })}</td>
              <td>{t(`resource.${a.resource}`, { defaultValue: a.resource })}{a.key ? ` ${a.key}` : ''}</td>
              <td><code>{summary(a.changes)}</code></td>
            </tr>
          ))}
        </tbody>
      </Table>
      <Pager pageNum={pageNum} pageSize={PAGE_SIZE} total={list.total} onPage={setPageNum} />
    </section>
  );
}

/** The changed fields, long values cut short. */
function summary(changes: Record<string, unknown>): string {
  return Object.entries(changes)
    .map(([field, value]) => {
      const text = typeof value === 'string' ? value : JSON.stringify(value);
      return `${field}: ${text.length > 60 ? `${text.slice(0, 60)}…` : text}`;
    })
    .join('; ');
}

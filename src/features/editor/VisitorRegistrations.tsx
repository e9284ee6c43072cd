import React, { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import { VISITOR_PATHS, fillPath, underEditor } from '@expo/contract';
import type { Language } from '../../../contract/constants';
import { FormError, SecondaryButton } from '../../components/form/form-ui';
import { formatShowTime } from '../../lib/format/date';
import { editorCall } from './editor-api';
import { Pager, Table, Toolbar } from './ui';

const PAGE_SIZE = 20;

export interface VisitorRow {
  id: number;
  number: string;
  name: string;
  company: string;
  /** masked */
  contact: string;
  createdAt: string;
  revoked: boolean;
  admittedDays: string[];
  /** badge prints at kiosks and gates (over 1: reprinted) */
  prints: number;
}

/** The registrations: search, and revoke or reissue a badge (a reissued badge gets a new number and QR; the old one is refused). */
export function VisitorRegistrations({ language, onChanged }: { language: Language; onChanged: () => void }) {
  const { t } = useTranslation('editor');
  const [keyword, setKeyword] = useState('');
  const [query, setQuery] = useState('');
  const [pageNum, setPageNum] = useState(1);
  const [list, setList] = useState<{ rows: VisitorRow[]; total: number }>({ rows: [], total: 0 });
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);

  const load = useCallback(async () => {
    const params = new URLSearchParams({ keyword: query, pageNum: String(pageNum), pageSize: String(PAGE_SIZE) });
    try {
      setList(await editorCall(language, 'GET', `${underEditor(VISITOR_PATHS.editorList)}?${params}`));
    } catch (e) {
      setMessage({ text: (e as Error).message, error: true });
    }
  }, [language, query, pageNum]);
  useEffect(() => void load(), [load]);

  const act = async (row: VisitorRow, action: 'revoke' | 'reissue') => {
    if (!window.confirm(t(`visitors.confirm.${action}`, { name: row.name, number: row.number }))) return;
    try {
      const result = await editorCall<{ number: string } | null>(language, 'POST', fillPath(underEditor(action === 'revoke' ? VISITOR_PATHS.editorRevoke : VISITOR_PATHS.editorReissue), { id: row.id }));
      setMessage({ text: t(`visitors.done.${action}`, { name: row.name, number: result?.number ?? row.number }), error: false });
      await load();
      onChanged();
    } catch (e) {
      setMessage({ text: (e as Error).message, error: true });
    }
  };

  return (
    <section aria-labelledby="registrations-title">
      <h3 id="registrations-title">{t('visitors.list')}</h3>
      <Toolbar>
        <form role="search" onSubmit={(e) => { e.preventDefault(); setPageNum(1); setQuery(keyword.trim()); }}>
          <input type="search" size={32} aria-label={t('visitors.searchLabel')} placeholder={t('visitors.searchLabel')} value={keyword} onChange={(e) => setKeyword(e.target.value)} />
          <SecondaryButton type="submit">{t('search')}</SecondaryButton>
        </form>
      </Toolbar>
      {message ? (message.error ? <FormError role="alert">{message.text}</FormError> : <p role="status">{message.text}</p>) : null}
      <Table>
        <thead>
          <tr>
            <th scope="col">{t('visitors.number')}</th>
            <th scope="col">{t('visitors.name')}</th>
            <th scope="col">{t('visitors.company')}</th>
            <th scope="col">{t('visitors.contact')}</th>
            <th scope="col">{t('visitors.registeredAt')}</th>
            <th scope="col">{t('visitors.admittedDays')}</th>
            <th scope="col">{t('visitors.prints')}</th>
            <th scope="col">{t('visitors.badge')}</th>
          </tr>
        </thead>
        <tbody>
          {list.rows.map((row) => (
            <tr key={row.id}>
              <td><code>{row.number}</code></td>
              <td>{row.name}</td>
              <td>{row.company}</td>
              <td>{row.contact}</td>
              <td>{formatShowTime(row.createdAt, 'YYYY-MM-DD HH:mm')}</td>
              <td>{row.admittedDays.map((day) => day.slice(5)).join(', ')}</td>
              <td>{row.prints > 1 ? t('visitors.reprinted', { count: row.prints }) : row.prints}</td>
              <td>
                {row.revoked ? <strong>{t('visitors.revoked')}</strong> : <SecondaryButton type="button" $danger onClick={() => void act(row, 'revoke')}>{t('visitors.revoke')}</SecondaryButton>}{' '}
                <SecondaryButton type="button" onClick={() => void act(row, 'reissue')}>{t('visitors.reissue')}</SecondaryButton>
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
      <Pager pageNum={pageNum} pageSize={PAGE_SIZE} total={list.total} onPage={setPageNum} />
    </section>
  );
}

import React, { useCallback, useEffect, useState } from 'react';
import dayjs from 'dayjs';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import type { BindingEvent, BindingRecord, InviteCode } from '@expo/contract';
import type { Language } from '../../../contract/constants';
import { editorCall } from './editor-api';
import styled from 'styled-components';
import { FormError, SecondaryButton } from '../../components/form/form-ui';
import { Pager, Table, Toolbar } from './ui';

const PAGE_SIZE = 20;
type PageOf<T> = { rows: T[]; total: number };

/** Exhibitor bindings: every current binding (undo), their history, and invitation codes for an exhibitor. */
export function Bindings({ language }: { language: Language }) {
  const { t } = useTranslation('editor');
  const [exhibitorId, setExhibitorId] = useState('');
  const [filter, setFilter] = useState<number | null>(null);
  const [pageNum, setPageNum] = useState(1);
  const [historyPage, setHistoryPage] = useState(1);
  const [list, setList] = useState<PageOf<BindingRecord>>({ rows: [], total: 0 });
  const [history, setHistory] = useState<PageOf<BindingEvent>>({ rows: [], total: 0 });
  const [invite, setInvite] = useState<InviteCode | null>(null);
  const [message, setMessage] = useState<string | null>(null);

  const load = useCallback(async () => {
    const query = (page: number) => `?pageNum=${page}&pageSize=${PAGE_SIZE}${filter ? `&exhibitorId=${filter}` : ''}`;
    try {
      setList(await editorCall<PageOf<BindingRecord>>(language, 'GET', `/bindings${query(pageNum)}`));
      setHistory(await editorCall<PageOf<BindingEvent>>(language, 'GET', `/bindings/history${query(historyPage)}`));
    } catch (e) {
      setMessage((e as Error).message);
    }
  }, [language, pageNum, historyPage, filter]);
  useEffect(() => void load(), [load]);

  const chosen = Number(exhibitorId);
  const valid = Number.isInteger(chosen) && chosen > 0;
  const makeInvite = async () => {
    setMessage(null);
    try {
      setInvite(await editorCall<InviteCode>(language, 'POST', `/exhibitors/${chosen}/invites`));
    } catch (e) {
      setMessage((e as Error).message);
    }
  };
  const undo = async (row: BindingRecord) => {
    if (!window.confirm(t('bindings.confirmUndo', { member: row.nickname ?? row.contact ?? row.memberId, exhibitor: row.exhibitorName }))) return;
    try {
      await editorCall(language, 'POST', `/bindings/${row.memberId}/undo`);
      await load();
    } catch (e) {
      setMessage((e as Error).message);
    }
  };

  return (
    <section>
      <h2>{t('bindings.title')}</h2>
      <Tools>
        <label htmlFor="binding-exhibitor">{t('bindings.exhibitorId')}</label>
        <input id="binding-exhibitor" inputMode="numeric" size={8} value={exhibitorId} onChange={(e) => setExhibitorId(e.target.value.trim())} />
        <SecondaryButton disabled={!valid} onClick={() => void makeInvite()}>{t('bindings.makeInvite')}</SecondaryButton>
        <SecondaryButton onClick={() => { setFilter(valid ? chosen : null); setPageNum(1); setHistoryPage(1); }}>{valid ? t('bindings.filter') : t('bindings.showAll')}</SecondaryButton>
      </Tools>
      {invite ? (
        <p role="status">
          {t('bindings.inviteMade', { id: invite.exhibitorId })} <code data-testid="editor-invite-code">{invite.code}</code>{' '}
          {t('bindings.inviteValid', { date: dayjs(invite.expiresAt).format('YYYY-MM-DD HH:mm') })}
        </p>
      ) : null}
      {message ? <FormError role="alert">{message}</FormError> : null}

      <h3>{t('bindings.current', { total: list.total })}</h3>
      <Table>
        <thead><tr><th>{t('bindings.member')}</th><th>{t('bindings.exhibitor')}</th><th>{t('bindings.since')}</th><th>{t('bindings.role')}</th><th /></tr></thead>
        <tbody>
          {list.rows.map((r) => (
            <tr key={r.memberId}>
              <td>#{r.memberId} {r.nickname ?? ''} {r.contact ?? ''}</td>
              <td>#{r.exhibitorId} {r.exhibitorName}</td>
              <td>{dayjs(r.boundAt).format('YYYY-MM-DD HH:mm')}</td>
              <td>{r.administrator ? t('bindings.administrator') : t('bindings.memberRole')}</td>
              <td><SecondaryButton $danger onClick={() => void undo(r)}>{t('bindings.undo')}</SecondaryButton></td>
            </tr>
          ))}
        </tbody>
      </Table>
      <Pager pageNum={pageNum} pageSize={PAGE_SIZE} total={list.total} onPage={setPageNum} />

      <h3>{t('bindings.history')}</h3>
      <Table>
        <thead><tr><th>{t('time')}</th><th>{t('bindings.member')}</th><th>{t('bindings.exhibitor')}</th><th>{t('action')}</th><th>{t('bindings.by')}</th></tr></thead>
        <tbody>
          {history.rows.map((h) => (
            <tr key={h.id}>
              <td>{dayjs(h.time).format('YYYY-MM-DD HH:mm:ss')}</td>
              <td>{h.memberId ? `#${h.memberId}` : ''} {h.nickname ?? ''}</td>
              <td>#{h.exhibitorId} {h.exhibitorName}</td>
              <td>{t(`bindings.actions.${h.action}`)}{h.via ? ` (${t(`bindings.ways.${h.via}`)})` : ''}</td>
              <td>{h.actor.startsWith('editor ') ? h.actor : t(`bindings.actors.${h.actor}`, { defaultValue: h.actor })}</td>
            </tr>
          ))}
        </tbody>
      </Table>
      <Pager pageNum={historyPage} pageSize={PAGE_SIZE} total={history.total} onPage={setHistoryPage} />
    </section>
  );
}

/** On a phone the exhibitor field and its buttons wrap instead of squeezing. */
const Tools = styled(Toolbar)`
  flex-wrap: wrap;
`;

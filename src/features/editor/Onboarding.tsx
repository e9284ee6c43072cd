import React, { useCallback, useEffect, useState, type FormEvent } from 'react';
import dayjs from 'dayjs';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import styled from 'styled-components';
import { ONBOARDING_FILTERS, ONBOARDING_LIMITS, ONBOARDING_PATHS, type OnboardingBoard, type OnboardingFilter, type OnboardingRow, type SendReport } from '@expo/contract';
import type { Language } from '../../../contract/constants';
import { FormError, SecondaryButton } from '../../components/form/form-ui';
import { CountTiles } from '../../components/ui/CountTiles';
import { theme } from '../../styles/theme';
import { editorCall } from './editor-api';
import { Pager, Table, Toolbar } from './ui';

const PAGE_SIZE = 20;
const when = (at: string | null) => (at ? <time dateTime={at}>{dayjs(at).format('YYYY-MM-DD HH:mm')}</time> : null);

/**
 * Onboarding every exhibitor: counts at the top; each exhibitor from created to invited, claimed,
 * profile completeness and changes waiting for review; claim invitations to all unclaimed or the
 * chosen ones, and a reminder to the filtered set. The e-mails go out after the answer.
 */
export function Onboarding({ language }: { language: Language }) {
  const { t } = useTranslation('onboarding');
  const [filter, setFilter] = useState<OnboardingFilter>('all');
  const [keyword, setKeyword] = useState('');
  const [q, setQ] = useState('');
  const [pageNum, setPageNum] = useState(1);
  const [data, setData] = useState<OnboardingBoard | null>(null);
  const [chosen, setChosen] = useState<Set<number>>(new Set());
  const [report, setReport] = useState<SendReport | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const load = useCallback(async () => {
    const query = new URLSearchParams({ filter, pageNum: String(pageNum), pageSize: String(PAGE_SIZE), ...(q ? { q } : {}) });
    try {
      setData(await editorCall<OnboardingBoard>(language, 'GET', `${ONBOARDING_PATHS.board}?${query}`));
    } catch (e) {
      setError((e as Error).message);
    }
  }, [language, filter, q, pageNum]);
  useEffect(() => void load(), [load]);

  const sendNow = async (path: string, body: object, question: string) => {
    if (busy || !window.confirm(question)) return;
    setBusy(true);
    setError(null);
    setReport(null);
    try {
      setReport(await editorCall<SendReport>(language, 'POST', path, body));
      setChosen(new Set());
      await load();
    } catch (e) {
      setError((e as Error).message);
    } finally {
      setBusy(false);
    }
  };
  const search = (event: FormEvent) => {
    event.preventDefault();
    setQ(keyword.trim());
    setPageNum(1);
  };
  const toggle = (id: number) => setChosen((now) => {
    const next = new Set(now);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    return next;
  });

  const counts = data?.counts;
  return (
    <section aria-labelledby="onboarding-title">
      <Toolbar>
        <h2 id="onboarding-title">{t('title')}</h2>
        <SecondaryButton type="button" onClick={() => void load()}>{t('refresh')}</SecondaryButton>
      </Toolbar>
      {counts ? (
        <CountTiles aria-label={t('countsLabel')}>
          {(['exhibitors', 'invited', 'claimed', 'complete', 'waitingForReview'] as const).map((key) => (
            <div key={key}><dt>{t(`counts.${key}`, { percent: ONBOARDING_LIMITS.completePercent })}</dt><dd data-testid={`onboarding-count-${key}`}>{counts[key]}</dd></div>
          ))}
        </CountTiles>
      ) : null}
      <p>{t('intro', { minutes: ONBOARDING_LIMITS.mailGapMinutes })}</p>
      <Actions>
        <SecondaryButton type="button" disabled={busy} onClick={() => void sendNow(ONBOARDING_PATHS.invitations, {}, t('confirmAll'))}>{t('inviteAll')}</SecondaryButton>
        <SecondaryButton type="button" disabled={busy || chosen.size === 0} onClick={() => void sendNow(ONBOARDING_PATHS.invitations, { ids: [...chosen] }, t('confirmChosen', { n: chosen.size }))}>
          {t('inviteChosen', { n: chosen.size })}
        </SecondaryButton>
        <SecondaryButton type="button" disabled={busy || !data?.total} onClick={() => void sendNow(ONBOARDING_PATHS.reminders, { filter, ...(q ? { q } : {}) }, t('confirmRemind', { n: data?.total ?? 0, filter: t(`filters.${filter}`) }))}>
          {t('remindFiltered', { n: data?.total ?? 0 })}
        </SecondaryButton>
      </Actions>
      {report ? <p role="status">{reportText(t, report)}</p> : null}
      {error ? <FormError role="alert">{error}</FormError> : null}

      <Filters onSubmit={search} role="search">
        <label htmlFor="onboarding-filter">{t('filter')}</label>
        <select id="onboarding-filter" value={filter} onChange={(e) => { setFilter(e.target.value as OnboardingFilter); setPageNum(1); }}>
          {ONBOARDING_FILTERS.map((f) => <option key={f} value={f}>{t(`filters.${f}`, { days: ONBOARDING_LIMITS.staleDays, percent: ONBOARDING_LIMITS.completePercent })}</option>)}
        </select>
        <label htmlFor="onboarding-q">{t('keyword')}</label>
        <input id="onboarding-q" type="search" value={keyword} maxLength={100} onChange={(e) => setKeyword(e.target.value)} />
        <SecondaryButton type="submit">{t('search')}</SecondaryButton>
      </Filters>

      <Board>
        <thead>
          <tr>
            <th scope="col"><span className="sr-only">{t('choose')}</span></th>
            <th scope="col">{t('col.exhibitor')}</th>
            <th scope="col">{t('col.created')}</th>
            <th scope="col">{t('col.invited')}</th>
            <th scope="col">{t('col.claimed')}</th>
            <th scope="col">{t('col.profile')}</th>
            <th scope="col">{t('col.waiting')}</th>
          </tr>
        </thead>
        <tbody>
          {data?.rows.map((row) => <BoardRow key={row.exhibitorId} row={row} language={language} chosen={chosen.has(row.exhibitorId)} onToggle={() => toggle(row.exhibitorId)} />)}
        </tbody>
      </Board>
      {data && data.rows.length === 0 ? <p>{t('none')}</p> : null}
      <Pager pageNum={pageNum} pageSize={PAGE_SIZE} total={data?.total ?? 0} onPage={setPageNum} />
    </section>
  );
}

function BoardRow({ row, language, chosen, onToggle }: { row: OnboardingRow; language: Language; chosen: boolean; onToggle: () => void }) {
  const { t } = useTranslation('onboarding');
  const name = (language === 'en' ? row.nameEn ?? row.nameZh : row.nameZh ?? row.nameEn) ?? '';
  const claimed = row.teamMembers > 0;
  return (
    <tr data-testid={`onboarding-row-${row.exhibitorId}`}>
      <td>
        <input type="checkbox" checked={chosen} disabled={claimed} onChange={onToggle} aria-label={t('chooseOne', { name })} />
      </td>
      <td data-label={t('col.exhibitor')}>
        <strong>#{row.exhibitorId} {name}</strong>
        <small>{row.email?.trim() ? row.email : t('noEmail')}</small>
      </td>
      <td data-label={t('col.created')}>{when(row.createdAt)}</td>
      <td data-label={t('col.invited')}>
        {row.invitations > 0 ? (
          <>
            {when(row.lastInvitedAt)}
            <small>{t('times', { n: row.invitations })}{row.lastMail ? ` · ${t(`mail.${row.lastMail}`)}` : ''}</small>
          </>
        ) : <span className="muted">{t('notInvited')}</span>}
        {row.reminders > 0 ? <small>{t('reminded', { n: row.reminders })} {when(row.lastRemindedAt)}</small> : null}
      </td>
      <td data-label={t('col.claimed')}>
        {claimed ? (
          <>
            <Badge $on>{t('claimed')}</Badge>
            <small>{t('members', { count: row.teamMembers })} · {when(row.firstClaimedAt)}</small>
          </>
        ) : <Badge>{t('notClaimed')}</Badge>}
      </td>
      <td data-label={t('col.profile')} className="nowrap">
        <meter min={0} max={100} low={ONBOARDING_LIMITS.completePercent} high={90} optimum={100} value={row.completeness} aria-label={t('col.profile')} /> {row.completeness}%
      </td>
      <td data-label={t('col.waiting')}>{row.waitingForReview > 0 ? t('waiting', { n: row.waitingForReview }) : '–'}</td>
    </tr>
  );
}

function reportText(t: (key: string, options?: Record<string, unknown>) => string, r: SendReport): string {
  const skipped = (Object.entries(r.skipped) as [keyof SendReport['skipped'], number][]).filter(([, n]) => n > 0).map(([why, n]) => t(`skipped.${why}`, { n }));
  return [t('queued', { invitations: r.invitations, reminders: r.reminders }), ...skipped].join(' ');
}

const Actions = styled(Toolbar)`
  flex-wrap: wrap;
`;

const Filters = styled.form`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space(2)};
  align-items: center;
  margin: ${theme.space(3)} 0;
  input[type='search'] {
    flex: 1 1 160px;
    min-width: 0;
    padding: 6px 8px;
  }
  select {
    max-width: 100%;
    padding: 6px 8px;
  }
`;

const Badge = styled.span<{ $on?: boolean }>`
  display: inline-block;
  padding: 1px 8px;
  border-radius: 999px;
  font-size: 0.85rem;
  background: ${({ $on }) => ($on ? '#dcefd9' : theme.colors.cream)};
  color: ${({ $on }) => ($on ? '#24592a' : theme.colors.muted)};
  border: 1px solid ${({ $on }) => ($on ? '#a8d3a2' : theme.colors.line)};
`;

/** A table on a laptop; on a phone each exhibitor is a card, each cell under its column's name. */
const Board = styled(Table)`
  small {
    display: block;
    color: ${theme.colors.muted};
  }
  .muted {
    color: ${theme.colors.muted};
  }
  time,
  .nowrap {
    white-space: nowrap;
  }
  .sr-only {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
  }
  meter {
    width: 64px;
    vertical-align: middle;
  }
  @media (max-width: calc(${theme.breakpoints.tablet} - 1px)) {
    thead {
      display: none;
    }
    tr {
      display: grid;
      grid-template-columns: 32px 1fr;
      margin-bottom: ${theme.space(3)};
      padding: ${theme.space(2)};
      border: 1px solid ${theme.colors.line};
      border-radius: ${theme.radius};
      background: ${theme.colors.flour};
    }
    td {
      grid-column: 2;
      border: 0;
      padding: 2px 4px;
    }
    td:first-child {
      grid-column: 1;
      grid-row: 1 / span 6;
    }
    td[data-label]:not(:nth-child(2))::before {
      content: attr(data-label) ': ';
      color: ${theme.colors.muted};
    }
  }
`;

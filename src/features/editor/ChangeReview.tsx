import React, { useCallback, useEffect, useState } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import { ReviewRejection, draftName, type ChangeReviewItem } from '@expo/contract';
import type { Language } from '../../../contract/constants';
import { FormError, SecondaryButton } from '../../components/form/form-ui';
import { theme } from '../../styles/theme';
import { changeRows } from './change-diff';
import { ChangeHistory } from './ChangeHistory';
import { ChangeTable, useShowTime } from './ChangeTable';
import { editorCall } from './editor-api';
import { Pager, Row, Toolbar } from './ui';

const PAGE_SIZE = 20;
/** The longest reason the API takes. */
const REASON_MAX = ReviewRejection.properties.reason.maxLength;

interface Page {
  rows: ChangeReviewItem[];
  total: number;
}

/**
 * Exhibitor teams' submitted changes, oldest first: each as what it changes beside the published
 * version; approve several at once or one, reject one with a reason the team sees, a record's history.
 */
export function ChangeReview({ language }: { language: Language }) {
  const { t } = useTranslation('editor');
  const [pageNum, setPageNum] = useState(1);
  const [page, setPage] = useState<Page | null>(null);
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [notice, setNotice] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const load = useCallback(async () => {
    try {
      const answer = await editorCall<Page>(language, 'GET', `/exhibitor-changes?pageNum=${pageNum}&pageSize=${PAGE_SIZE}`);
      setPage(answer);
      setError(null);
      // After decisions the last page may be gone: show the one before.
      const lastPage = Math.max(1, Math.ceil(answer.total / PAGE_SIZE));
      if (pageNum > lastPage) setPageNum(lastPage);
    } catch (e) {
      setError((e as Error).message);
    }
  }, [language, pageNum]);
  useEffect(() => void load(), [load]);

  const decided = (message: string) => {
    setNotice(message);
    setSelected(new Set());
    void load();
  };
  const approve = async (ids: number[]) => {
    setBusy(true);
    try {
      const result = await editorCall<{ published: number[]; skipped: number[] }>(language, 'POST', '/exhibitor-changes/approve', { ids });
      const skipped = result.skipped.length ? ` ${t('changeReview.skipped', { count: result.skipped.length })}` : '';
      decided(`${t('changeReview.published', { count: result.published.length })}${skipped}`);
      setError(null);
    } catch (e) {
      setError((e as Error).message);
    } finally {
      setBusy(false);
    }
  };

  const rows = page?.rows ?? [];
  const allSelected = rows.length > 0 && rows.every((item) => selected.has(item.draft.id));
  const toggle = (id: number, on: boolean) => setSelected((current) => {
    const next = new Set(current);
    if (on) next.add(id);
    else next.delete(id);
    return next;
  });
  return (
    <section>
      <h2>{t('changeReview.title')}</h2>
      <Intro>{t('changeReview.intro')}</Intro>
      {notice ? <Notice role="status">{notice}</Notice> : null}
      {error ? <FormError role="alert">{error}</FormError> : null}
      {page === null && !error ? <p>{t('loading')}</p> : null}
      {page && rows.length === 0 ? <p>{t('changeReview.nothingWaiting')}</p> : null}
      {rows.length > 0 ? (
        <Actions>
          <label>
            <input type="checkbox" checked={allSelected} onChange={(e) => setSelected(new Set(e.target.checked ? rows.map((item) => item.draft.id) : []))} />
            {t('changeReview.selectAll')}
          </label>
          <SecondaryButton type="button" disabled={busy || selected.size === 0} onClick={() => void approve([...selected])}>
            {t('changeReview.approveSelected', { count: selected.size })}
          </SecondaryButton>
        </Actions>
      ) : null}
      {rows.map((item) => (
        <ChangeCard key={item.draft.id} item={item} language={language} busy={busy} selected={selected.has(item.draft.id)}
          onSelect={(on) => toggle(item.draft.id, on)} onApprove={() => void approve([item.draft.id])} onRejected={decided} />
      ))}
      {page && page.total > PAGE_SIZE ? <Pager pageNum={pageNum} pageSize={PAGE_SIZE} total={page.total} onPage={setPageNum} /> : null}
    </section>
  );
}

interface CardProps {
  item: ChangeReviewItem;
  language: Language;
  busy: boolean;
  selected: boolean;
  onSelect: (on: boolean) => void;
  onApprove: () => void;
  onRejected: (message: string) => void;
}

/** One submission: whose, what, by whom and when; its changes; its decisions. */
function ChangeCard({ item, language, busy, selected, onSelect, onApprove, onRejected }: CardProps) {
  const { t } = useTranslation('editor');
  const showTime = useShowTime();
  const [open, setOpen] = useState<'reject' | 'history' | null>(null);
  const { draft } = item;
  const isNew = draft.recordId === null;
  const title = draft.kind === 'profile' ? '' : draftName(draft.kind, draft.fields, language);
  const headingId = `change-${draft.id}`;
  const toggleOpen = (panel: 'reject' | 'history') => setOpen((current) => (current === panel ? null : panel));
  return (
    <Card aria-labelledby={headingId}>
      <Head>
        <input type="checkbox" checked={selected} aria-label={t('changeReview.select', { id: draft.id })} onChange={(e) => onSelect(e.target.checked)} />
        <div>
          <h3 id={headingId}>
            {item.exhibitorName}
            {item.trusted ? <Tag $tone="trusted">{t('changeReview.trusted')}</Tag> : null}
          </h3>
          <p>
            <Tag $tone={isNew ? 'new' : 'change'}>{t(isNew ? 'changeReview.newRecord' : 'changeReview.change')}</Tag>
            {title ? t('changeReview.kindAndName', { kind: t(`changeReview.kind.${draft.kind}`), name: title }) : t(`changeReview.kind.${draft.kind}`)} <Muted>#{draft.id}</Muted>
          </p>
          <Muted as="p">
            {t('changeReview.savedBy', { name: draft.savedBy ?? t('changeReview.someone'), time: showTime(draft.savedAt) })}
            {draft.submittedAt ? ` · ${t('changeReview.submittedAt', { time: showTime(draft.submittedAt) })}` : ''}
          </Muted>
        </div>
      </Head>
      <ChangeTable rows={changeRows(draft.kind, item.published, draft.fields)} isNew={isNew} language={language} />
      <Row>
        <SecondaryButton type="button" disabled={busy} onClick={onApprove}>{t('approve')}</SecondaryButton>
        <SecondaryButton type="button" $danger $active={open === 'reject'} aria-expanded={open === 'reject'} onClick={() => toggleOpen('reject')}>{t('reject')}</SecondaryButton>
        {draft.recordId !== null ? (
          <SecondaryButton type="button" $active={open === 'history'} aria-expanded={open === 'history'} onClick={() => toggleOpen('history')}>
            {t(open === 'history' ? 'changeReview.hideHistory' : 'changeReview.history')}
          </SecondaryButton>
        ) : null}
      </Row>
      {open === 'reject' ? <RejectForm id={draft.id} language={language} onCancel={() => setOpen(null)} onRejected={onRejected} /> : null}
      {open === 'history' && draft.recordId !== null ? <ChangeHistory kind={draft.kind} recordId={draft.recordId} language={language} /> : null}
    </Card>
  );
}

/** The reason a change is rejected with: required, as long as the API takes; the API's refusal shown as it says it. */
function RejectForm({ id, language, onCancel, onRejected }: { id: number; language: Language; onCancel: () => void; onRejected: (message: string) => void }) {
  const { t } = useTranslation('editor');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const reasonId = `change-reason-${id}`;
  const reject = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!reason.trim()) return setError(t('changeReview.reasonNeeded'));
    setSending(true);
    try {
      await editorCall(language, 'POST', `/exhibitor-changes/${id}/reject`, { reason: reason.trim() });
      onRejected(t('changeReview.rejected', { id }));
    } catch (e) {
      setError((e as Error).message);
      setSending(false);
    }
  };
  return (
    <Rejection onSubmit={(e) => void reject(e)} noValidate>
      <label htmlFor={reasonId}>{t('changeReview.rejectReason')}</label>
      <textarea id={reasonId} rows={3} required maxLength={REASON_MAX} value={reason} aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${reasonId}-error` : undefined} onChange={(e) => setReason(e.target.value)} />
      <Muted>{reason.length} / {REASON_MAX}</Muted>
      {error ? <FormError id={`${reasonId}-error`} role="alert">{error}</FormError> : null}
      <Row>
        <SecondaryButton type="submit" $danger disabled={sending}>{t('confirmReject')}</SecondaryButton>
        <SecondaryButton type="button" onClick={onCancel}>{t('cancel')}</SecondaryButton>
      </Row>
    </Rejection>
  );
}

const Intro = styled.p`
  max-width: 70ch;
  color: ${theme.colors.muted};
`;

const Notice = styled.p`
  padding: 12px;
  border-radius: ${theme.radius};
  background: #e6f4ea;
  color: #1d4d2b;
`;

const Actions = styled(Toolbar)`
  flex-wrap: wrap;
  label {
    display: inline-flex;
    gap: 6px;
    align-items: center;
  }
`;

const Card = styled.article`
  margin: 0 0 16px;
  padding: 12px;
  border: 1px solid ${theme.colors.line};
  border-radius: ${theme.radius};
  background: ${theme.colors.flour};
  > ${Row} {
    flex-wrap: wrap;
    margin-top: 12px;
  }
`;

const Head = styled.div`
  display: flex;
  gap: 10px;
  align-items: flex-start;
  margin-bottom: 8px;
  input {
    width: 18px;
    height: 18px;
    margin-top: 4px;
    flex-shrink: 0;
  }
  h3 {
    display: flex;
    flex-wrap: wrap;
    gap: 4px 8px;
    align-items: center;
    margin: 0 0 4px;
    font-size: 1.05rem;
  }
  p {
    margin: 2px 0;
  }
`;

const TONES = {
  trusted: { background: theme.colors.butter, color: theme.colors.ink },
  new: { background: '#dcefe2', color: '#1d4d2b' },
  change: { background: '#f3e6d6', color: theme.colors.crustDark },
} as const;

const Tag = styled.span<{ $tone: keyof typeof TONES }>`
  display: inline-block;
  margin-right: 6px;
  padding: 1px 8px;
  border-radius: 999px;
  font-size: 0.8rem;
  font-weight: 600;
  background: ${({ $tone }) => TONES[$tone].background};
  color: ${({ $tone }) => TONES[$tone].color};
`;

const Muted = styled.span`
  color: ${theme.colors.muted};
  font-size: 0.85rem;
`;

const Rejection = styled.form`
  display: grid;
  gap: 4px;
  max-width: 640px;
  margin-top: 12px;
  label {
    font-weight: 600;
  }
  textarea {
    padding: 8px;
    border: 1px solid ${theme.colors.line};
    border-radius: ${theme.radius};
    font: inherit;
  }
  textarea[aria-invalid='true'] {
    border-color: ${theme.colors.berry};
  }
  > ${Row} {
    margin-top: 8px;
  }
`;

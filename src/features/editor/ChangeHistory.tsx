import React, { useEffect, useState } from 'react';
import styled from 'styled-components';
import type { TFunction } from 'i18next';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import type { DraftKind, HistoryEntry } from '@expo/contract';
import type { Language } from '../../../contract/constants';
import { FormError } from '../../components/form/form-ui';
import { theme } from '../../styles/theme';
import { approverOf } from './change-diff';
import { useShowTime } from './ChangeTable';
import { editorCall } from './editor-api';
import { fieldLabel } from './labels';

/** A published record's versions, newest first: when, whose, approved by whom, which fields changed. */
export function ChangeHistory({ kind, recordId, language }: { kind: DraftKind; recordId: number; language: Language }) {
  const { t } = useTranslation('editor');
  const showTime = useShowTime();
  const [entries, setEntries] = useState<HistoryEntry[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    editorCall<HistoryEntry[]>(language, 'GET', `/exhibitor-history/${kind}/${recordId}`).then(setEntries).catch((e: Error) => setError(e.message));
  }, [kind, recordId, language]);

  if (error) return <FormError role="alert">{error}</FormError>;
  if (entries === null) return <p>{t('loading')}</p>;
  if (entries.length === 0) return <p>{t('changeReview.noHistory')}</p>;
  return (
    <Versions aria-label={t('changeReview.historyTitle')}>
      {entries.map((entry, i) => (
        <li key={entry.version}>
          <strong>{t('changeReview.version', { version: entry.version })}</strong>
          <span>{t('changeReview.publishedAt', { time: showTime(entry.publishedAt) })}</span>
          {entry.author ? <span>{t('changeReview.author', { name: entry.author })}</span> : null}
          <span>{t('changeReview.approvedBy', { name: approverText(t, entry.approvedBy) })}</span>
          <Changed>{changedText(t, entry, i === entries.length - 1)}</Changed>
        </li>
      ))}
    </Versions>
  );
}

function approverText(t: TFunction, approvedBy: string): string {
  const approver = approverOf(approvedBy);
  if (approver.by === 'other') return approver.text;
  return t(`changeReview.approver.${approver.by}`, approver.by === 'editor' ? { name: approver.name } : {});
}

function changedText(t: TFunction, entry: HistoryEntry, first: boolean): string {
  if (first) return t('changeReview.firstVersion');
  if (entry.changed.length === 0) return t('changeReview.sameAsBefore');
  return t('changeReview.changedFields', { fields: entry.changed.map((field) => fieldLabel(t, field)).join(t('changeReview.listSeparator')) });
}

const Versions = styled.ol`
  margin: 8px 0 0;
  padding: 0;
  list-style: none;
  font-size: 0.9rem;
  li {
    display: flex;
    flex-wrap: wrap;
    gap: 2px 12px;
    padding: 6px 0;
    border-top: 1px solid ${theme.colors.line};
  }
`;

const Changed = styled.span`
  flex-basis: 100%;
  color: ${theme.colors.muted};
`;

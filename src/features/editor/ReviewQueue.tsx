import React, { useCallback, useEffect, useState } from 'react';
import dayjs from 'dayjs';
import styled from 'styled-components';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import { REJECT_REASON_MAX, type DemandEvent, type CategoryGroup, type DictEntry, type Language } from '@expo/contract';
import { apiGet } from '../../lib/api/public-api';
import { editorCall } from './editor-api';
import { FormError, SecondaryButton } from '../../components/form/form-ui';
import { Row, Table, Toolbar } from './ui';
import { theme } from '../../styles/theme';

type Status = 'pending' | 'approved' | 'rejected';
const STATUSES: Status[] = ['pending', 'approved', 'rejected'];
const PICTURES = new Set(['brand_logo', 'product_photo']);
/** Detail fields that hold a dictionary value, shown by its label. */
const DICT_FIELDS = ['edu', 'work_experience', 'demand_time'] as const;

type Labels = Record<string, Record<string, string>>;

/** Labels of the dictionary values and category ids in the console's language, from the public API. */
function useValueLabels(language: Language): Labels {
  const [labels, setLabels] = useState<Labels>({});
  useEffect(() => {
    void Promise.all([
      ...DICT_FIELDS.map(async (type) => [type, Object.fromEntries((await apiGet<DictEntry[]>(`/common/dict/${type}`, language)).map((d) => [d.dictValue, d.dictLabel]))] as const),
      apiGet<CategoryGroup[]>('/common/category/getList', language).then((groups) => ['product_category_id', Object.fromEntries(groups.flatMap((g) => g.productCategoryList).map((c) => [String(c.id), c.name]))] as const),
    ]).then((entries) => setLabels(Object.fromEntries(entries))).catch(() => undefined);
  }, [language]);
  return labels;
}

interface Demand {
  id: number;
  edit: boolean;
  expireTime: string | null;
  history: DemandEvent[];
  demandType: number;
  title: string;
  intro: string;
  rejectReason: string | null;
  createTime: string;
  reviewedBy: string | null;
  reviewTime: string | null;
  details: Record<string, string | number>;
}

/** Demands by review status, everything the author filled in, approve or reject with a reason the author sees. */
export function ReviewQueue({ language }: { language: Language }) {
  const { t } = useTranslation('editor');
  const [status, setStatus] = useState<Status>('pending');
  const [rows, setRows] = useState<Demand[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const labels = useValueLabels(language);
  const load = useCallback(
    () => editorCall<Demand[]>(language, 'GET', `/demands?status=${status}`).then((list) => { setRows(list); setError(null); }).catch((e: Error) => setError(e.message)),
    [language, status],
  );
  useEffect(() => void load(), [load]);

  return (
    <section>
      <h2>{t('review')}</h2>
      <Toolbar role="group" aria-label={t('status')}>
        {STATUSES.map((s) => (
          <SecondaryButton key={s} type="button" aria-pressed={s === status} $active={s === status} onClick={() => { setRows(null); setStatus(s); }}>{t(`reviewStatus.${s}`)}</SecondaryButton>
        ))}
      </Toolbar>
      {error ? <FormError role="alert">{error}</FormError> : null}
      {rows === null ? <p>{t('loading')}</p> : rows.length === 0 ? <p>{t(status === 'pending' ? 'nothingToReview' : 'nothingHere')}</p> : null}
      <Table>
        <tbody>
          {(rows ?? []).map((d) => <DemandRow key={d.id} demand={d} status={status} language={language} labels={labels} onReviewed={() => void load()} />)}
        </tbody>
      </Table>
    </section>
  );
}

function DemandRow({ demand: d, status, language, labels, onReviewed }: { demand: Demand; status: Status; language: Language; labels: Labels; onReviewed: () => void }) {
  const { t } = useTranslation('editor');
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const review = async (approve: boolean) => {
    if (!approve && !reason.trim()) return setError(t('reasonNeeded'));
    try {
      if (!approve && status === 'approved') await editorCall(language, 'POST', `/demands/${d.id}/take-down`, { reason: reason.trim() });
      else await editorCall(language, 'POST', `/demands/${d.id}/review`, approve ? { approve } : { approve, reason: reason.trim() });
      onReviewed();
    } catch (e) {
      setError((e as Error).message);
    }
  };
  const reasonId = `reject-reason-${d.id}`;
  return (
    <tr>
      <td>#{d.id}</td>
      <td>{t(`demandType.${d.demandType}`)}<br /><small>{dayjs(d.createTime).format('YYYY-MM-DD HH:mm')}</small></td>
      <td>
        {d.edit ? <EditFlag>{t('editOfApproved')}</EditFlag> : null}
        <strong>{d.title}</strong>
        <Intro>{d.intro}</Intro>
        <Details>
          {Object.entries(d.details).map(([field, value]) => (
            <React.Fragment key={field}>
              <dt>{t(`demandField.${field}`, { defaultValue: field })}</dt>
              <dd>{PICTURES.has(field) ? <Thumb src={`/api/media/${value}`} alt="" /> : (labels[field]?.[String(value)] ?? String(value))}</dd>
            </React.Fragment>
          ))}
        </Details>
        {d.rejectReason ? <p>{t('rejectedBecause', { reason: d.rejectReason })}</p> : null}
        {d.reviewedBy && d.reviewTime ? <small>{t('reviewedBy', { name: d.reviewedBy, time: dayjs(d.reviewTime).format('YYYY-MM-DD HH:mm') })}</small> : null}
        {d.expireTime && status === 'approved' ? <p><small>{t('validUntil')}: {dayjs(d.expireTime).format('YYYY-MM-DD HH:mm')}</small></p> : null}
        {d.history.length ? (
          <details>
            <summary>{t('history')}</summary>
            <ol>
              {d.history.map((e, i) => (
                <li key={i}>
                  {dayjs(e.time).format('YYYY-MM-DD HH:mm')} {t(`historyKind.${e.kind}`, { defaultValue: e.kind })}
                  {e.editor ? ` (${e.editor})` : e.claimer ? ` (${e.claimer})` : ''}
                  {e.reason ? `: ${e.reason}` : ''}
                </li>
              ))}
            </ol>
          </details>
        ) : null}
      </td>
      <td>
        {rejecting ? (
          <form onSubmit={(e) => { e.preventDefault(); void review(false); }}>
            <label htmlFor={reasonId}>{t('rejectReason')}</label>
            <textarea id={reasonId} rows={3} maxLength={REJECT_REASON_MAX} value={reason} onChange={(e) => setReason(e.target.value)} />
            <Row>
              <SecondaryButton type="submit" $danger>{t('confirmReject')}</SecondaryButton>
              <SecondaryButton type="button" onClick={() => { setRejecting(false); setError(null); }}>{t('cancel')}</SecondaryButton>
            </Row>
          </form>
        ) : (
          <Row>
            {status !== 'approved' ? <SecondaryButton type="button" onClick={() => void review(true)}>{t('approve')}</SecondaryButton> : null}
            {status !== 'rejected' ? <SecondaryButton type="button" $danger onClick={() => setRejecting(true)}>{t(status === 'approved' ? 'takeDown' : 'reject')}</SecondaryButton> : null}
          </Row>
        )}
        {error ? <FormError role="alert">{error}</FormError> : null}
      </td>
    </tr>
  );
}

const EditFlag = styled.p`
  margin: 0 0 4px;
  color: ${theme.colors.berry};
  font-size: 0.85rem;
  font-weight: 600;
`;

const Intro = styled.p`
  margin: 4px 0;
  white-space: pre-wrap;
`;

const Details = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: 2px 12px;
  margin: 6px 0;
  font-size: 0.9rem;
  dt {
    color: ${theme.colors.muted};
  }
  dd {
    margin: 0;
  }
`;

const Thumb = styled.img`
  height: 56px;
  border-radius: 4px;
`;

import React, { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import type { RankingScoreRow } from '@expo/contract';
import type { Language } from '../../../contract/constants';
import { RANKED_TYPES, RANKING_WEIGHTS, RANKING_WINDOW_DAYS, type RankedType } from '../../../contract/ranking-formula';
import { editorCall } from './editor-api';
import styled from 'styled-components';
import { SecondaryButton } from '../../components/form/form-ui';
import { Pager, Table, Toolbar } from './ui';

const PAGE_SIZE = 50;

/** Each exhibitor's or product's score and its parts, highest first, with the published formula. */
export function RankingScores({ language }: { language: Language }) {
  const { t } = useTranslation('editor');
  const [type, setType] = useState<RankedType>('exhibitor');
  const [pageNum, setPageNum] = useState(1);
  const [list, setList] = useState<{ rows: RankingScoreRow[]; total: number }>({ rows: [], total: 0 });
  const [message, setMessage] = useState<string | null>(null);
  const load = useCallback(
    () => editorCall<{ rows: RankingScoreRow[]; total: number }>(language, 'GET', `/ranking/${type}?pageNum=${pageNum}&pageSize=${PAGE_SIZE}`).then(setList).catch((e: Error) => setMessage(e.message)),
    [language, type, pageNum],
  );
  useEffect(() => void load(), [load]);
  const refresh = async () => {
    try {
      const { changed } = await editorCall<{ changed: number }>(language, 'POST', '/ranking/refresh');
      setMessage(t('rankingView.refreshed', { count: changed }));
      await load();
    } catch (e) {
      setMessage((e as Error).message);
    }
  };
  return (
    <section>
      <h2>{t('rankingView.title')}</h2>
      <p>{t('rankingView.formula', { ...RANKING_WEIGHTS, days: RANKING_WINDOW_DAYS })}</p>
      <Tools>
        {RANKED_TYPES.map((kind) => (
          <SecondaryButton key={kind} $active={kind === type} onClick={() => { setType(kind); setPageNum(1); }}>{t(`rankingView.${kind}`)}</SecondaryButton>
        ))}
        <SecondaryButton onClick={() => void refresh()}>{t('rankingView.refresh')}</SecondaryButton>
      </Tools>
      {message ? <p role="status">{message}</p> : null}
      <Table>
        <thead>
          <tr><th>#</th><th>{t('rankingView.name')}</th><th>{t('rankingView.collects')}</th><th>{t('rankingView.likes')}</th><th>{t('rankingView.views')}</th><th>{t('rankingView.score')}</th><th>{t('rankingView.shown')}</th></tr>
        </thead>
        <tbody>
          {list.rows.map((r) => (
            <tr key={r.id}>
              <td>{r.id}</td>
              <td>{r.name}</td>
              <td>{r.collects} × {RANKING_WEIGHTS.collect}</td>
              <td>{r.likes} × {RANKING_WEIGHTS.like}</td>
              <td>{r.views} × {RANKING_WEIGHTS.view}</td>
              <td><strong>{r.score}</strong></td>
              <td>{r.popularity}</td>
            </tr>
          ))}
        </tbody>
      </Table>
      <Pager pageNum={pageNum} pageSize={PAGE_SIZE} total={list.total} onPage={setPageNum} />
    </section>
  );
}

const Tools = styled(Toolbar)`
  flex-wrap: wrap;
`;

import React, { useEffect, useState } from 'react';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import styled from 'styled-components';
import { STAFF_PASS_LIMITS, STAFF_PASS_PATHS, fillPath, underEditor, type StaffPassRequest } from '@expo/contract';
import type { Language } from '../../../contract/constants';
import { FormError, SecondaryButton } from '../../components/form/form-ui';
import { theme } from '../../styles/theme';
import { editorCall } from './editor-api';
import { Table } from './ui';

/** The organiser's queue of requests for more staff passes: approve (the exhibitor's quota grows by the request) or refuse with a reason. */
export function StaffPassRequests({ language }: { language: Language }) {
  const { t } = useTranslation('editor');
  const [rows, setRows] = useState<StaffPassRequest[] | null>(null);
  const [reasons, setReasons] = useState<Record<number, string>>({});
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);
  const load = () => editorCall<StaffPassRequest[]>(language, 'GET', `${underEditor(STAFF_PASS_PATHS.editorRequests)}?status=pending`).then(setRows, (e: Error) => setMessage({ text: e.message, error: true }));
  useEffect(() => {
    void load();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- read once per language
  }, [language]);
  const decide = async (row: StaffPassRequest, approve: boolean) => {
    setMessage(null);
    try {
      const outcome = await editorCall<{ quota: number }>(language, 'POST', fillPath(underEditor(STAFF_PASS_PATHS.editorDecide), { id: row.id }), { approve, reason: reasons[row.id] ?? '' });
      setMessage({ text: approve ? t('staffPasses.approved', { name: row.exhibitorName, quota: outcome.quota }) : t('staffPasses.refused'), error: false });
      void load();
    } catch (e) {
      setMessage({ text: (e as Error).message, error: true });
    }
  };
  return (
    <Section aria-labelledby="staff-requests-title">
      <h3 id="staff-requests-title">{t('staffPasses.title')}</h3>
      <p>{t('staffPasses.intro')}</p>
      {message ? (message.error ? <FormError role="alert">{message.text}</FormError> : <p role="status">{message.text}</p>) : null}
      {rows && rows.length === 0 ? <p className="empty">{t('staffPasses.empty')}</p> : null}
      {rows?.length ? (
        <Table>
          <thead>
            <tr>
              <th scope="col">{t('staffPasses.exhibitor')}</th>
              <th scope="col">{t('staffPasses.asked')}</th>
              <th scope="col">{t('staffPasses.now')}</th>
              <th scope="col">{t('staffPasses.note')}</th>
              <th scope="col">{t('staffPasses.reason')}</th>
              <th scope="col">{t('staffPasses.decide')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id}>
                <td>{row.exhibitorName}</td>
                <td>{row.passes}</td>
                <td>{row.used} / {row.quota}</td>
                <td>{row.note}</td>
                <td>
                  <input aria-label={`${t('staffPasses.reason')}: ${row.exhibitorName}`} maxLength={STAFF_PASS_LIMITS.reason} value={reasons[row.id] ?? ''} onChange={(e) => setReasons({ ...reasons, [row.id]: e.target.value })} />
                </td>
                <td className="actions">
                  <SecondaryButton type="button" onClick={() => void decide(row, true)}>{t('staffPasses.approve')}</SecondaryButton>
                  <SecondaryButton type="button" $danger onClick={() => void decide(row, false)}>{t('staffPasses.refuse')}</SecondaryButton>
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      ) : null}
    </Section>
  );
}

const Section = styled.section`
  margin-top: ${theme.space(6)};
  .actions {
    display: flex;
    flex-wrap: wrap;
    gap: ${theme.space(1)};
  }
  input {
    width: 100%;
    min-width: 8rem;
    box-sizing: border-box;
    font: inherit;
  }
`;

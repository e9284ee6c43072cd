import React from 'react';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import styled from 'styled-components';
import { DRAFT_FIELDS, type DraftKind, type DraftValues } from '@expo/contract';
import { PrimaryButton, SecondaryButton } from '../../components/form/form-ui';
import { ScrollRegion } from '../../components/ui/ScrollRegion';
import { formatShowTime } from '../../lib/format/date';
import { theme } from '../../styles/theme';
import type { DraftConflictData } from './centre-api';
import { FieldValue } from './FieldValue';
import { differingFields, labelKey } from './form-layout';

/** A save refused with 409: their saved version beside the unsaved one, field by field; the member chooses. */
export function ConflictPanel({ kind, conflict, mine, onTakeTheirs, onKeepMine }: { kind: DraftKind; conflict: DraftConflictData; mine: DraftValues; onTakeTheirs: () => void; onKeepMine: () => void }) {
  const { t } = useTranslation('centre');
  const { t: tc } = useTranslation();
  const { theirs } = conflict;
  const fields = differingFields(kind, theirs.fields, mine);
  const labelOf = (field: string) => {
    const lang = field.match(/_(zh|en)$/)?.[1];
    return lang ? t('pairLabel', { field: t(`field.${labelKey(field)}`), lang: t(`lang.${lang}`) }) : t(`field.${field}`);
  };
  return (
    <Panel role="alert" aria-labelledby="conflict-title">
      <h2 id="conflict-title">{t('conflict.title')}</h2>
      <p>{t('conflict.lead', { who: theirs.savedBy ?? '—', time: formatShowTime(theirs.savedAt, tc('format.dateTime')) })}</p>
      <ScrollRegion label={t('conflict.title')}>
        <table>
          <thead>
            <tr>
              <th scope="col">{t('conflict.field')}</th>
              <th scope="col">{t('conflict.theirs')}</th>
              <th scope="col">{t('conflict.yours')}</th>
            </tr>
          </thead>
          <tbody>
            {fields.map((field) => (
              <tr key={field}>
                <th scope="row">{labelOf(field)}</th>
                <td><FieldValue spec={DRAFT_FIELDS[kind][field]!} value={theirs.fields[field]} /></td>
                <td><FieldValue spec={DRAFT_FIELDS[kind][field]!} value={mine[field]} /></td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
      <div className="actions">
        <SecondaryButton type="button" onClick={onTakeTheirs}>{t('conflict.takeTheirs')}</SecondaryButton>
        <PrimaryButton type="button" onClick={onKeepMine}>{t('conflict.keepMine')}</PrimaryButton>
      </div>
    </Panel>
  );
}

const Panel = styled.section`
  margin: ${theme.space(3)} 0;
  padding: ${theme.space(3)};
  border: 2px solid ${theme.colors.berry};
  border-radius: ${theme.radius};
  background: #fff;
  h2 {
    margin-top: 0;
    font-size: 1.1rem;
    color: ${theme.colors.berry};
  }
  table {
    width: 100%;
    border-collapse: collapse;
  }
  th,
  td {
    padding: ${theme.space(2)};
    border-bottom: 1px solid ${theme.colors.line};
    text-align: left;
    vertical-align: top;
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    gap: ${theme.space(2)};
    margin-top: ${theme.space(3)};
  }
`;

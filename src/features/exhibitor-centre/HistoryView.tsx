import React from 'react';
import { navigate } from 'gatsby';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import styled from 'styled-components';
import { draftName, type CentreItem, type DraftKind, type HistoryEntry } from '@expo/contract';
import { notify } from '../../components/feedback/feedback-store';
import { SecondaryButton } from '../../components/form/form-ui';
import { ListStatus } from '../../components/list/ListStatus';
import { LocalizedLink } from '../../components/ui/LocalizedLink';
import { useMemberApi } from '../../lib/api/use-member-api';
import { useMemberRead } from '../../lib/api/use-member-read';
import { formatShowTime } from '../../lib/format/date';
import { localizedPath } from '../../lib/i18n/paths';
import { usePageLanguage } from '../../lib/i18n/use-page-language';
import { theme } from '../../styles/theme';
import { historyPath, itemPath, restoreVersion } from './centre-api';
import { labelKey } from './form-layout';
import { editorRoute } from './status';

/** Every published version of a record: who, when, what changed; an earlier one can be restored as a draft. */
export function HistoryView({ kind, recordId }: { kind: DraftKind; recordId: number }) {
  const { t } = useTranslation('centre');
  const { t: tc } = useTranslation();
  const { language } = usePageLanguage();
  const api = useMemberApi();
  const item = useMemberRead<CentreItem>(itemPath(kind, recordId));
  const history = useMemberRead<HistoryEntry[]>(historyPath(kind, recordId));
  const name = item.data ? draftName(kind, item.data.published ?? {}, language) : '';
  const approver = (by: string) => (by === 'trusted' ? t('historyView.trusted') : t('historyView.approvedBy', { who: by === 'organiser' ? t('historyView.organiser') : by.replace(/^editor /, '') }));
  const fieldNames = (fields: string[]) => [...new Set(fields.map(labelKey))].map((f) => t(`field.${f}`)).join(t('completeness.separator'));

  const restore = async (version: number) => {
    try {
      await restoreVersion(api, kind, recordId, version, item.data?.draft?.version ?? 0);
      notify(t('historyView.restored'), 'success');
      if (item.data) await navigate(localizedPath(editorRoute(item.data), language));
    } catch {
      // the API client has shown the message (a 409: a team member's draft is open; open it first)
    }
  };

  return (
    <section aria-labelledby="history-title">
      <h2 id="history-title">{t('historyView.title', { name })}</h2>
      <p>{t('historyView.lead')}</p>
      {item.data ? <LocalizedLink to={editorRoute(item.data)}>{t('back')}</LocalizedLink> : null}
      <ListStatus error={history.error} loading={history.isLoading} empty={history.data?.length === 0} emptyText={t('historyView.none')} />
      <Versions>
        {(history.data ?? []).map((entry, i, all) => (
          <li key={entry.version}>
            <h3>{t('historyView.version', { n: entry.version })}</h3>
            <p>
              <time dateTime={entry.publishedAt}>{formatShowTime(entry.publishedAt, tc('format.dateTime'))}</time>
              {entry.author ? ` · ${t('historyView.by', { who: entry.author })}` : null} · {approver(entry.approvedBy)}
            </p>
            <p>{i === all.length - 1 ? t('historyView.first') : t('historyView.changed', { fields: fieldNames(entry.changed) })}</p>
            {i > 0 ? <SecondaryButton type="button" onClick={() => void restore(entry.version)}>{t('historyView.restore')}</SecondaryButton> : null}
          </li>
        ))}
      </Versions>
    </section>
  );
}

const Versions = styled.ol`
  list-style: none;
  padding: 0;
  li {
    padding: ${theme.space(3)} 0;
    border-bottom: 1px solid ${theme.colors.line};
  }
  h3 {
    margin: 0 0 ${theme.space(1)};
    font-size: 1rem;
  }
  p {
    margin: ${theme.space(1)} 0;
  }
`;

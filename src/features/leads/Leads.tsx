import React, { useId, useState } from 'react';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import styled from 'styled-components';
import type { Lead, PageOf } from '@expo/contract';
import { VISITOR_PATHS } from '@expo/contract/visitor-paths';
import { LEAD_RATINGS } from '@expo/contract/visitor-rules';
import { SecondaryButton, FormError } from '../../components/form/form-ui';
import { LeadCard } from '../../components/leads/LeadCard';
import { ListStatus } from '../../components/list/ListStatus';
import { LocalizedLink } from '../../components/ui/LocalizedLink';
import { bearerDownload } from '../../lib/api/bearer-call';
import { useMemberRead } from '../../lib/api/use-member-read';
import { datedFileName, saveBlob } from '../../lib/download';
import { usePageLanguage } from '../../lib/i18n/use-page-language';
import { routes } from '../../lib/routes';
import { readToken } from '../../lib/session';
import { theme } from '../../styles/theme';

const PAGE_SIZE = 20;
export const LEADS_EXPORT_PATH = VISITOR_PATHS.leadsExport;

interface LeadFilters {
  keyword: string;
  rating: string;
  tag: string;
}
const NO_FILTERS: LeadFilters = { keyword: '', rating: '', tag: '' };

/** The team's leads (exhibitor centre, Leads tab): search, rating and tag filters, editing, CSV export. */
export function Leads() {
  const { t } = useTranslation('scan');
  const id = useId();
  const [draft, setDraft] = useState<LeadFilters>(NO_FILTERS);
  const [filters, setFilters] = useState<LeadFilters>(NO_FILTERS);
  const [pageNum, setPageNum] = useState(1);
  const given = Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== ''));
  const list = useMemberRead<PageOf<Lead>>(VISITOR_PATHS.leads, { ...given, pageNum, pageSize: PAGE_SIZE });
  const rows = list.data?.rows;
  const total = list.data?.total ?? 0;
  const tagsShown = [...new Set((rows ?? []).flatMap((lead) => lead.tags))].sort();

  const search = (event: React.FormEvent) => {
    event.preventDefault();
    setFilters({ keyword: draft.keyword.trim(), rating: draft.rating, tag: draft.tag.trim() });
    setPageNum(1);
  };
  const set = (key: keyof LeadFilters) => (event: React.ChangeEvent<HTMLInputElement | HTMLSelectElement>) => setDraft({ ...draft, [key]: event.target.value });

  return (
    <section aria-labelledby={`${id}-title`}>
      <Top>
        <h2 id={`${id}-title`}>{t('leads.title')}</h2>
        <LocalizedLink to={routes.scanMode('lead')}>{t('leads.scan')}</LocalizedLink>
        <ExportButton />
      </Top>
      <p>{t('leads.intro')}</p>
      <Filters onSubmit={search} role="search">
        <label>
          {t('leads.keyword')}
          <input type="search" value={draft.keyword} onChange={set('keyword')} placeholder={t('leads.keywordPlaceholder')} maxLength={50} />
        </label>
        <label>
          {t('leads.rating')}
          <select value={draft.rating} onChange={set('rating')}>
            <option value="">{t('leads.allRatings')}</option>
            {LEAD_RATINGS.map((r) => <option key={r} value={r}>{t(`card.ratings.${r}`)}</option>)}
          </select>
        </label>
        <label>
          {t('leads.tag')}
          <input value={draft.tag} onChange={set('tag')} list={`${id}-tags`} maxLength={20} />
          <datalist id={`${id}-tags`}>{tagsShown.map((tag) => <option key={tag} value={tag} />)}</datalist>
        </label>
        <SecondaryButton type="submit">{t('leads.search')}</SecondaryButton>
      </Filters>
      {list.data ? <p role="status">{t('leads.total', { count: total })}</p> : null}
      <ListStatus error={list.error} loading={list.isLoading && !rows} empty={rows?.length === 0} emptyText={t(filters === NO_FILTERS ? 'leads.empty' : 'leads.noMatch')} />
      <Cards>
        {(rows ?? []).map((lead) => (
          <li key={lead.id}>
            <LeadCard lead={lead} onSaved={() => void list.mutate()} />
          </li>
        ))}
      </Cards>
      {total > PAGE_SIZE ? (
        <Pager>
          <SecondaryButton type="button" disabled={pageNum <= 1} onClick={() => setPageNum(pageNum - 1)}>{t('leads.previous')}</SecondaryButton>
          <span>{t('leads.page', { page: pageNum, pages: Math.ceil(total / PAGE_SIZE) })}</span>
          <SecondaryButton type="button" disabled={pageNum * PAGE_SIZE >= total} onClick={() => setPageNum(pageNum + 1)}>{t('leads.next')}</SecondaryButton>
        </Pager>
      ) : null}
    </section>
  );
}

/** Every lead of the team as a CSV file (UTF-8 with a BOM: Excel shows the Chinese), saved as leads-YYYY-MM-DD.csv. */
function ExportButton() {
  const { t } = useTranslation('scan');
  const { language } = usePageLanguage();
  const [state, setState] = useState<'idle' | 'busy' | { error: string }>('idle');
  const download = async () => {
    setState('busy');
    try {
      saveBlob(await bearerDownload(LEADS_EXPORT_PATH, language, readToken()), datedFileName('leads'));
      setState('idle');
    } catch (e) {
      setState({ error: (e as Error).message });
    }
  };
  return (
    <>
      <SecondaryButton type="button" disabled={state === 'busy'} onClick={() => void download()}>{t(state === 'busy' ? 'leads.exporting' : 'leads.export')}</SecondaryButton>
      {typeof state === 'object' ? <FormError role="alert">{t('leads.exportFailed', { reason: state.error })}</FormError> : null}
    </>
  );
}

const Top = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space(2)} ${theme.space(4)};
  align-items: center;
  h2 {
    margin: 0;
    margin-right: auto;
  }
  ${FormError} {
    flex-basis: 100%;
  }
`;

const Filters = styled.form`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space(3)};
  align-items: end;
  margin: ${theme.space(3)} 0;
  label {
    display: grid;
    gap: ${theme.space(1)};
    font-weight: 600;
    flex: 1 1 10rem;
  }
  input,
  select {
    padding: ${theme.space(2)} ${theme.space(3)};
    border: 1px solid ${theme.colors.line};
    border-radius: ${theme.radius};
    font: inherit;
    font-weight: 400;
    background: #fff;
  }
`;

const Cards = styled.ul`
  display: grid;
  gap: ${theme.space(3)};
  margin: 0;
  padding: 0;
  list-style: none;
  @media (min-width: 1100px) {
    grid-template-columns: 1fr 1fr;
  }
`;

const Pager = styled.div`
  display: flex;
  gap: ${theme.space(3)};
  align-items: center;
  justify-content: center;
  margin-top: ${theme.space(4)};
`;

import React, { type ReactNode } from 'react';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import styled from 'styled-components';
import type { CentreItem, CentreOverview, DraftKind, MemberInfo } from '@expo/contract';
import { ErrorView } from '../../components/errors/ErrorView';
import { errorStatusOf } from '../../components/errors/error-status';
import { LoadingDots } from '../../components/ui/LoadingDots';
import { LocalizedLink } from '../../components/ui/LocalizedLink';
import { ACCOUNT_PATH } from '../../lib/api/account-api';
import { useMemberRead } from '../../lib/api/use-member-read';
import { formatShowDate } from '../../lib/format/date';
import { routes } from '../../lib/routes';
import { theme } from '../../styles/theme';
import { CENTRE_PATH, itemsPath } from './centre-api';
import { Completeness } from './Completeness';
import { HistoryView } from './HistoryView';
import { RecordEditor } from './RecordEditor';
import { RecordList } from './RecordList';
import { StatsView } from './StatsView';
import { StatusTag, editorRoute, itemStatus, ItemName } from './status';

const TABS = [
  ['', 'overview'],
  ['profile', 'profile'],
  ['products', 'products'],
  ['events', 'events'],
  ['stats', 'stats'],
] as const;
const SECTION_KIND: Record<string, DraftKind> = { products: 'product', events: 'activity' };

/** A section the page adds to the centre: another feature's view (features do not import each other). */
export interface CentreSectionSlot {
  path: string;
  label: string;
  render: () => ReactNode;
}

/** /member/exhibitor/…: the bound team's workspace; unbound members are sent to bind first. */
export function ExhibitorCentre({ rest, slots = [] }: { rest: string; slots?: readonly CentreSectionSlot[] }) {
  const { t } = useTranslation('centre');
  // The account says whether it is bound; the centre is read only then (an unbound read is a 403).
  const account = useMemberRead<MemberInfo>(ACCOUNT_PATH);
  const bound = account.data ? account.data.exhibitorId !== null : undefined;
  const overview = useMemberRead<CentreOverview>(bound ? CENTRE_PATH : null);
  if (bound === false) {
    return (
      <section aria-labelledby="centre-title">
        <h1 id="centre-title">{t('title')}</h1>
        <p>{t('notBound')}</p>
        <LocalizedLink to={routes.memberBinding}>{t('bindFirst')}</LocalizedLink>
      </section>
    );
  }
  if (account.error || overview.error) return <ErrorView status={errorStatusOf((account.error ?? overview.error)!.status)} />;
  if (!overview.data) return <LoadingDots label={t('loading')} />;
  const data = overview.data;
  const [section = '', id, , ] = rest.split('/');
  const tabs = [...TABS.map(([path, key]) => ({ path, label: t(`tabs.${key}`) })), ...slots];
  const active = tabs.find(({ path }) => path === section)?.path ?? '';
  const slot = slots.find(({ path }) => path === section);

  return (
    <section aria-labelledby="centre-title">
      <h1 id="centre-title">{t('title')}</h1>
      <Tabs aria-label={t('tabs.label')}>
        {tabs.map(({ path, label }) => (
          <LocalizedLink key={path} to={path ? routes.exhibitorCentreSection(path) : routes.exhibitorCentre} aria-current={active === path ? 'page' : undefined}>
            {label}
          </LocalizedLink>
        ))}
      </Tabs>
      <DeadlineNotice overview={data} />
      {slot ? slot.render() : <CentreSection overview={data} section={section} id={id} rest={rest} />}
    </section>
  );
}

function CentreSection({ overview, section, id, rest }: { overview: CentreOverview; section: string; id: string | undefined; rest: string }) {
  if (section === '') return <Overview overview={overview} />;
  if (section === 'profile') return <RecordEditor key="profile" kind="profile" recordId={overview.exhibitorId} overview={overview} />;
  if (section === 'stats') return <StatsView />;
  if (section === 'history') {
    const [, kind, recordId] = rest.split('/');
    const n = Number(recordId);
    if ((kind === 'profile' || kind === 'product' || kind === 'activity') && Number.isInteger(n) && n > 0) return <HistoryView kind={kind} recordId={n} />;
    return <ErrorView status={404} />;
  }
  const kind = SECTION_KIND[section];
  if (!kind) return <ErrorView status={404} />;
  if (id === undefined) return <RecordList kind={kind} section={section} overview={overview} />;
  if (id === 'new') return <RecordEditor key={`${kind}-new`} kind={kind} recordId={null} overview={overview} />;
  const draftId = id.startsWith('draft-') ? Number(id.slice(6)) : null;
  const recordId = draftId === null ? Number(id) : null;
  if (!Number.isInteger(draftId ?? recordId) || (draftId ?? recordId)! < 1) return <ErrorView status={404} />;
  return <RecordEditor key={id} kind={kind} recordId={recordId} draftId={draftId} overview={overview} />;
}

function DeadlineNotice({ overview }: { overview: CentreOverview }) {
  const { t } = useTranslation('centre');
  const { t: tc } = useTranslation();
  const date = overview.deadline ? formatShowDate(overview.deadline, tc('format.date')) : null;
  if (overview.afterDeadline) return <Notice role="status" $warn>{t('afterDeadline', { date })}</Notice>;
  return (
    <>
      {overview.trusted ? <Notice>{t('trusted')}</Notice> : null}
      {date ? <Notice>{t('deadline', { date })}</Notice> : null}
    </>
  );
}

/** The company at a glance: how complete the profile is, what waits, how many products. */
function Overview({ overview }: { overview: CentreOverview }) {
  const { t } = useTranslation('centre');
  const profile = useMemberRead<CentreItem[]>(itemsPath('profile'));
  const products = useMemberRead<CentreItem[]>(itemsPath('product'));
  const events = useMemberRead<CentreItem[]>(itemsPath('activity'));
  const item = profile.data?.[0];
  const open = [...(profile.data ?? []), ...(products.data ?? []), ...(events.data ?? [])].filter((i) => i.draft);
  return (
    <>
      <p>{t('lead', { name: overview.name })}</p>
      {item ? <Completeness fields={item.draft?.fields ?? item.published ?? {}} /> : null}
      <p>{t('productCount', { count: overview.products, max: overview.productsMax })}</p>
      <h2>{t('open')}</h2>
      {open.length === 0 ? <p>{t('noneOpen')}</p> : null}
      <OpenList>
        {open.map((i) => (
          <li key={`${i.kind}-${i.recordId ?? `d${i.draft!.id}`}`}>
            <LocalizedLink to={editorRoute(i)}><ItemName item={i} /></LocalizedLink> <StatusTag status={itemStatus(i)} />
          </li>
        ))}
      </OpenList>
    </>
  );
}

const Tabs = styled.nav`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space(1)};
  margin: ${theme.space(2)} 0;
  a {
    padding: ${theme.space(1)} ${theme.space(2)};
    border: 1px solid ${theme.colors.line};
    border-radius: 999px;
    color: ${theme.colors.ink};
    text-decoration: none;
  }
  a[aria-current='page'] {
    background: ${theme.colors.crust};
    border-color: ${theme.colors.crust};
    color: #fff;
  }
`;

const Notice = styled.p<{ $warn?: boolean }>`
  padding: ${theme.space(1.5)} ${theme.space(2)};
  border-left: 4px solid ${({ $warn }) => ($warn ? theme.colors.berry : theme.colors.crust)};
  background: ${theme.colors.cream};
`;

const OpenList = styled.ul`
  padding-left: ${theme.space(2.5)};
  li {
    margin: ${theme.space(1)} 0;
  }
`;

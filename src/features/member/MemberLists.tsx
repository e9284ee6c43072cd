import React from 'react';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import styled from 'styled-components';
import { DEMAND_TYPE_ID, type DemandTypeName, type DemandView } from '@expo/contract';
import { RowList } from '../../components/cards/grids';
import { askDialog, notify } from '../../components/feedback/feedback-store';
import { LocalizedLink } from '../../components/ui/LocalizedLink';
import { useMemberApi } from '../../lib/api/use-member-api';
import { ListStatus } from '../../components/list/ListStatus';
import { formatShowTime } from '../../lib/format/date';
import { routes } from '../../lib/routes';
import { useFirstPage } from './use-first-page';

type CollectKind = 'activity' | 'exhibitor' | 'product';
const COLLECT_ROUTE: Record<CollectKind, (id: number) => string> = { activity: routes.activity, exhibitor: routes.exhibitor, product: routes.product };

/** /member/collect/{activity|exhibitor|product}: what the member collected, newest first. */
export function Collections({ kind }: { kind: CollectKind }) {
  const { t } = useTranslation('member');
  const { t: tc } = useTranslation();
  const { rows, error, isLoading } = useFirstPage<{ id: number; title: string; collectTime: string }>(`/member/collect/${kind}`, {});
  return (
    <section aria-labelledby="member-list-title">
      <h1 id="member-list-title">{t(`menu.collect.${kind}`)}</h1>
      <ListStatus error={error} loading={isLoading} empty={rows?.length === 0} emptyText={t('lists.noCollections')} />
      <RowList>
        {(rows ?? []).map((row) => (
          <li key={row.id}>
            <LocalizedLink to={COLLECT_ROUTE[kind](row.id)}>
              <strong>{row.title}</strong>
            </LocalizedLink>
            <p>
              <time dateTime={row.collectTime}>{t('lists.collectedOn', { date: formatShowTime(row.collectTime, tc('format.date')) })}</time>
            </p>
          </li>
        ))}
      </RowList>
    </section>
  );
}

/** /member/publish/{type} (my demands, with their review state) and /member/claim/{type} (demands I claimed). */
export function MyDemands({ kind, list }: { kind: DemandTypeName; list: 'publish' | 'claim' }) {
  const { t } = useTranslation('member');
  const { t: tc } = useTranslation();
  const api = useMemberApi();
  const { rows, data, error, isLoading, mutate } = useFirstPage<DemandView>(list === 'publish' ? '/member/demands' : '/member/claims', { demandType: DEMAND_TYPE_ID[kind] });
  const remove = async (id: number) => {
    const confirmed = await askDialog({ key: 'delete', title: t('lists.deleteTitle'), message: t('lists.deleteText'), confirmText: t('lists.delete'), cancelText: t('binding.keep') });
    if (!confirmed) return;
    try {
      await api.delete(`/demand/${id}`);
      if (data) void mutate({ ...data, rows: data.rows.filter((row) => row.id !== id), total: data.total - 1 }, { revalidate: false });
      notify(t('lists.deleted'), 'success');
    } catch {
      // the API client has shown the message
    }
  };
  return (
    <section aria-labelledby="member-list-title">
      <h1 id="member-list-title">{t(`menu.${list}.${kind}`)}</h1>
      {list === 'publish' ? (
        <p>
          <LocalizedLink to={`${routes.publishDemand}?demandType=${DEMAND_TYPE_ID[kind]}`}>{t('publish.action')}</LocalizedLink>
        </p>
      ) : null}
      <ListStatus error={error} loading={isLoading} empty={rows?.length === 0} emptyText={t(list === 'publish' ? 'lists.noPosts' : 'lists.noClaims')} />
      <RowList>
        {(rows ?? []).map((row) => (
          <li key={row.id}>
            <LocalizedLink to={routes.demand(row.id)}>
              <strong>{row.title}</strong>
            </LocalizedLink>
            <p>
              <time dateTime={row.claimTime ?? row.createTime}>{formatShowTime(row.claimTime ?? row.createTime, tc('format.date'))}</time>
              {row.status ? <State data-state={row.status}> · {t(`lists.status.${row.status}`)}</State> : null}
              {row.rejectReason ? ` · ${row.rejectReason}` : null}
              {list === 'publish' ? (
                <>
                  {' · '}
                  <LocalizedLink to={`${routes.publishDemand}?id=${row.id}&demandType=${DEMAND_TYPE_ID[kind]}`}>{t('lists.edit')}</LocalizedLink>
                  {' · '}
                  <LinkButton type="button" onClick={() => void remove(row.id)}>
                    {t('lists.delete')}
                  </LinkButton>
                </>
              ) : null}
            </p>
          </li>
        ))}
      </RowList>
    </section>
  );
}

const LinkButton = styled.button`
  padding: 0;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.berry};
  font: inherit;
  text-decoration: underline;
  cursor: pointer;
`;

const State = styled.span`
  font-weight: 600;
  &[data-state='rejected'] {
    color: ${({ theme }) => theme.colors.berry};
  }
`;

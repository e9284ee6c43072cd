import React from 'react';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import styled from 'styled-components';
import { DEMAND_TYPE_ID, EXPIRY_NOTICE_DAYS, type DemandQuota, type DemandTypeName, type DemandView, type RenewAnswer } from '@expo/contract';
import { RowList } from '../../components/cards/grids';
import { askDialog, notify } from '../../components/feedback/feedback-store';
import { LocalizedLink } from '../../components/ui/LocalizedLink';
import { useMemberApi } from '../../lib/api/use-member-api';
import { useMemberRead } from '../../lib/api/use-member-read';
import { ListStatus } from '../../components/list/ListStatus';
import { formatShowTime } from '../../lib/format/date';
import { routes } from '../../lib/routes';
import { useFirstPage } from './use-first-page';
import { theme } from '../../styles/theme';

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

/** /member/publish/{type} (my demands, with their review state, period and renewal) and /member/claim/{type} (demands I claimed); both with the type's quota. */
export function MyDemands({ kind, list }: { kind: DemandTypeName; list: 'publish' | 'claim' }) {
  const { t } = useTranslation('member');
  const { t: tc } = useTranslation();
  const api = useMemberApi();
  const type = DEMAND_TYPE_ID[kind];
  const { rows, data, error, isLoading, mutate } = useFirstPage<DemandView>(list === 'publish' ? '/member/demands' : '/member/claims', { demandType: type });
  const quotas = useMemberRead<DemandQuota[]>('/member/demand-quota');
  const quota = quotas.data?.find((q) => q.demandType === type);
  const refresh = () => {
    void mutate();
    void quotas.mutate();
  };
  const remove = async (id: number) => {
    const confirmed = await askDialog({ key: 'delete', title: t('lists.deleteTitle'), message: t('lists.deleteText'), confirmText: t('lists.delete'), cancelText: t('binding.keep') });
    if (!confirmed) return;
    try {
      await api.delete(`/demand/${id}`);
      if (data) void mutate({ ...data, rows: data.rows.filter((row) => row.id !== id), total: data.total - 1 }, { revalidate: false });
      void quotas.mutate();
      notify(t('lists.deleted'), 'success');
    } catch {
      // the API client has shown the message
    }
  };
  const renew = async (id: number) => {
    try {
      await api.post<RenewAnswer>(`/demand/${id}/renew`);
      notify(t('lists.renewed'), 'success');
      refresh();
    } catch {
      // the API client has shown the message
    }
  };
  return (
    <section aria-labelledby="member-list-title">
      <h1 id="member-list-title">{t(`menu.${list}.${kind}`)}</h1>
      {quota ? (
        <Quota data-testid="demand-quota">
          {list === 'publish'
            ? t('lists.quota', { ...quota, openLeft: Math.max(0, quota.openLimit - quota.openUsed) })
            : t('lists.claimQuota', { ...quota, claimsLeft: Math.max(0, quota.monthlyClaims - quota.claimsUsed) })}
        </Quota>
      ) : null}
      {list === 'publish' ? (
        <p>
          <LocalizedLink to={`${routes.publishDemand}?demandType=${type}`}>{t('publish.action')}</LocalizedLink>
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
              {row.status === 'approved' && row.expireTime ? ` · ${t('lists.validUntil', { date: formatShowTime(row.expireTime, tc('format.date')) })}` : null}
              {row.rejectReason && row.status === 'rejected' ? ` · ${row.rejectReason}` : null}
            </p>
            {row.editPending ? <Note>{t('lists.editPending')}</Note> : null}
            {list === 'publish' ? (
              <Actions>
                {renewable(row) ? (
                  <LinkButton type="button" onClick={() => void renew(row.id)}>
                    {t('lists.renew')}
                  </LinkButton>
                ) : null}
                <LocalizedLink to={`${routes.publishDemand}?id=${row.id}&demandType=${type}`}>{t('lists.edit')}</LocalizedLink>
                <LocalizedLink to={routes.demand(row.id)}>{t('lists.history')}</LocalizedLink>
                <LinkButton type="button" onClick={() => void remove(row.id)}>
                  {t('lists.delete')}
                </LinkButton>
              </Actions>
            ) : null}
          </li>
        ))}
      </RowList>
    </section>
  );
}

/** Renewing is open once a demand expires, or within EXPIRY_NOTICE_DAYS of it (the server decides whether it needs review). */
function renewable(row: DemandView): boolean {
  if (row.status === 'expired') return true;
  return row.status === 'approved' && !!row.expireTime && Date.parse(row.expireTime) - Date.now() <= EXPIRY_NOTICE_DAYS * 24 * 3600_000;
}

const Quota = styled.p`
  padding: ${theme.space(2)} ${theme.space(3)};
  border-radius: ${theme.radius};
  background: ${theme.colors.cream};
  font-size: 0.9rem;
`;

const Note = styled.p`
  color: ${theme.colors.muted};
  font-size: 0.9rem;
`;

const Actions = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space(3)};
`;

const LinkButton = styled.button`
  padding: 0;
  border: 0;
  background: none;
  color: ${theme.colors.berry};
  font: inherit;
  text-decoration: underline;
  cursor: pointer;
`;

const State = styled.span`
  font-weight: 600;
  &[data-state='rejected'],
  &[data-state='expired'] {
    color: ${theme.colors.berry};
  }
`;

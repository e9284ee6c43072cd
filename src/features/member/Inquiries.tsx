import React from 'react';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import styled from 'styled-components';
import type { Inquiry, MemberInfo } from '@expo/contract';
import { RowList } from '../../components/cards/grids';
import { LocalizedLink } from '../../components/ui/LocalizedLink';
import { ListStatus } from '../../components/list/ListStatus';
import { ACCOUNT_PATH } from '../../lib/api/account-api';
import { useMemberRead } from '../../lib/api/use-member-read';
import { formatShowTime } from '../../lib/format/date';
import { routes } from '../../lib/routes';
import { useFirstPage } from './use-first-page';
import { theme } from '../../styles/theme';


/** /member/inquiries: the inquiries I sent, and those my bound exhibitor received. */
export function Inquiries() {
  const { t } = useTranslation('member');
  const sent = useFirstPage<Inquiry>('/member/inquiries/sent');
  // Only a member bound to an exhibitor receives inquiries (the API answers 403 otherwise).
  const info = useMemberRead<MemberInfo>(ACCOUNT_PATH);
  const bound = Boolean(info.data?.exhibitorId);
  const received = useFirstPage<Inquiry>(bound ? '/member/inquiries/received' : null);
  return (
    <section aria-labelledby="inquiries-title">
      <h1 id="inquiries-title">{t('menu.inquiries')}</h1>
      <h2>{t('inquiries.received')}</h2>
      {info.data && !bound ? <Empty>{t('inquiries.unbound')}</Empty> : <InquiryRows read={bound ? received : info} rows={received.rows} empty={t('inquiries.none')} />}
      <h2>{t('inquiries.sent')}</h2>
      <InquiryRows read={sent} rows={sent.rows} empty={t('inquiries.none')} />
    </section>
  );
}

function InquiryRows({ read, rows, empty }: { read: { error?: { status: number }; isLoading: boolean }; rows: Inquiry[] | undefined; empty: string }) {
  const { t } = useTranslation('member');
  const { t: tc } = useTranslation();
  if (read.error || read.isLoading || rows?.length === 0) return <ListStatus error={read.error} loading={read.isLoading} empty={rows?.length === 0} emptyText={empty} />;
  return (
    <RowList>
      {(rows ?? []).map((row) => (
        <li key={row.id}>
          <strong>{row.productName ?? row.exhibitorName}</strong>
          <p>
            <time dateTime={row.createTime}>{formatShowTime(row.createTime, tc('format.dateTime'))}</time> · {row.name} · {row.mobile}
            {row.email ? ` · ${row.email}` : null}
            {row.quantity ? ` · ${t('inquiries.quantity', { quantity: row.quantity })}` : null}
          </p>
          <Contents>{row.contents}</Contents>
          {row.productId ? <LocalizedLink to={routes.product(row.productId)}>{t('inquiries.open')}</LocalizedLink> : row.exhibitorId ? <LocalizedLink to={routes.exhibitor(row.exhibitorId)}>{t('inquiries.open')}</LocalizedLink> : null}
        </li>
      ))}
    </RowList>
  );
}

const Empty = styled.p`
  color: ${theme.colors.muted};
`;

const Contents = styled.p`
  white-space: pre-wrap;
  color: ${theme.colors.ink} !important;
`;

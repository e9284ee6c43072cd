import React, { useEffect, useState } from 'react';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import styled from 'styled-components';
import type { PageOf } from '@expo/contract';
import { RowList } from '../../components/cards/grids';
import { LocalizedLink } from '../../components/ui/LocalizedLink';
import { memberGet } from '../../lib/api/member-client';
import { useMemberApi } from '../../lib/api/use-member-api';
import { formatShowTime } from '../../lib/format/date';
import { routes } from '../../lib/routes';
import { getInfo } from '../auth/auth-api';

interface Inquiry {
  id: number;
  exhibitorId: number;
  exhibitorName: string | null;
  productId: number | null;
  productName: string | null;
  name: string;
  mobile: string;
  email: string | null;
  quantity: number | null;
  contents: string;
  createTime: string;
}

/** /member/inquiries: the inquiries I sent, and those my bound exhibitor received. */
export function Inquiries() {
  const { t } = useTranslation('member');
  const api = useMemberApi();
  const [sent, setSent] = useState<Inquiry[] | null>(null);
  const [received, setReceived] = useState<Inquiry[] | null | 'unbound'>(null);
  useEffect(() => {
    memberGet<PageOf<Inquiry>>(api, '/member/inquiries/sent', { pageSize: 50 }).then((page) => setSent(page.rows), () => setSent([]));
    // Only a member bound to an exhibitor receives inquiries (the API answers 403 otherwise).
    getInfo(api).then(async (info) => {
      if (!info.exhibitorId) return setReceived('unbound');
      const page = await memberGet<PageOf<Inquiry>>(api, '/member/inquiries/received', { pageSize: 50 });
      setReceived(page.rows);
    }, () => setReceived([]));
  }, [api]);
  return (
    <section aria-labelledby="inquiries-title">
      <h1 id="inquiries-title">{t('menu.inquiries')}</h1>
      <h2>{t('inquiries.received')}</h2>
      {received === 'unbound' ? <Empty>{t('inquiries.unbound')}</Empty> : <InquiryRows rows={received} empty={t('inquiries.none')} />}
      <h2>{t('inquiries.sent')}</h2>
      <InquiryRows rows={sent} empty={t('inquiries.none')} />
    </section>
  );
}

function InquiryRows({ rows, empty }: { rows: Inquiry[] | null; empty: string }) {
  const { t } = useTranslation('member');
  const { t: tc } = useTranslation();
  if (rows && rows.length === 0) return <Empty>{empty}</Empty>;
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
          {row.productId ? <LocalizedLink to={routes.product(row.productId)}>{t('inquiries.open')}</LocalizedLink> : <LocalizedLink to={routes.exhibitor(row.exhibitorId)}>{t('inquiries.open')}</LocalizedLink>}
        </li>
      ))}
    </RowList>
  );
}

const Empty = styled.p`
  color: ${({ theme }) => theme.colors.muted};
`;

const Contents = styled.p`
  white-space: pre-wrap;
  color: ${({ theme }) => theme.colors.ink} !important;
`;

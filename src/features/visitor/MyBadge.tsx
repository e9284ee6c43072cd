import React, { useEffect, useMemo } from 'react';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import type { Badge } from '@expo/contract';
import { ListStatus } from '../../components/list/ListStatus';
import { LocalizedLink } from '../../components/ui/LocalizedLink';
import { useMemberApi } from '../../lib/api/use-member-api';
import { useMemberRead } from '../../lib/api/use-member-read';
import { routes } from '../../lib/routes';
import { BadgeActions } from './BadgeActions';
import { BadgeCard } from './BadgeCard';
import { keepBadge } from './badge-store';
import { ScanList } from './ScanList';
import { ConsentSettings } from './ConsentSettings';
import { VISITOR_PATHS, memberConsent, memberScans } from './visitor-api';

/** /member/badge: my visitor badge (or the way to register), and the exhibitors that scanned it. */
export function MyBadge() {
  const { t } = useTranslation('visitor');
  const api = useMemberApi();
  const badge = useMemberRead<Badge | null>(VISITOR_PATHS.memberBadge);
  const scans = useMemo(() => memberScans(api), [api]);
  const consent = useMemo(() => memberConsent(api), [api]);
  // The badge page then opens it offline too.
  useEffect(() => {
    if (badge.data) keepBadge(badge.data);
  }, [badge.data]);
  return (
    <section aria-labelledby="my-badge-title">
      <h1 id="my-badge-title">{t('myBadge.title')}</h1>
      {badge.data ? (
        <>
          <BadgeCard badge={badge.data} />
          <BadgeActions badge={badge.data} />
          <ConsentSettings source={consent} />
          <ScanList shareContact={badge.data.shareContact} source={scans} />
        </>
      ) : badge.data === null ? (
        <p>
          {t('myBadge.none')} <LocalizedLink to={routes.visitRegister}>{t('myBadge.register')}</LocalizedLink>
        </p>
      ) : (
        <ListStatus error={badge.error} loading={badge.isLoading} empty={false} />
      )}
    </section>
  );
}

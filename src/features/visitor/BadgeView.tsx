import React, { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import styled from 'styled-components';
import type { Badge } from '@expo/contract';
import { SecondaryButton } from '../../components/form/form-ui';
import { LocalizedLink } from '../../components/ui/LocalizedLink';
import { LoadingDots } from '../../components/ui/LoadingDots';
import { askDialog } from '../../components/feedback/feedback-store';
import { PublicApiError } from '../../lib/api/public-api';
import { usePageLanguage } from '../../lib/i18n/use-page-language';
import { routes } from '../../lib/routes';
import { readToken } from '../../lib/session';
import { theme } from '../../styles/theme';
import { BadgeActions } from './BadgeActions';
import { BadgeCard } from './BadgeCard';
import { badgeTokenOf, forgetBadge, keepBadge, keptBadge, lastBadge } from './badge-store';
import { ScanList } from './ScanList';
import { ConsentSettings } from './ConsentSettings';
import { badgeConsent, badgeScans, deleteRegistration, readBadge, readMemberBadge } from './visitor-api';

/** What the page shows: loading, a badge (`kept`: this phone's copy, the API unreachable), or why there is none. */
type View = { kind: 'loading' } | { kind: 'badge'; badge: Badge; kept: boolean } | { kind: 'none' } | { kind: 'gone'; message: string } | { kind: 'offline' };

/**
 * The badge page (/visit/badge/#token): the badge of the link's token, else the signed-in member's,
 * else the one last shown on this phone. Each answer is kept on the phone; with no answer (no
 * signal at the gate) the kept copy shows, with a note. A badge the API no longer knows (revoked
 * and reissued) is forgotten.
 */
export function BadgeView() {
  const { t } = useTranslation('visitor');
  const { view, forget } = useBadge();
  const { language } = usePageLanguage();
  const [deleted, setDeleted] = useState(false);
  const onDelete = async (badge: Badge) => {
    const confirmed = await askDialog({ key: 'delete-registration', title: t('visitBadge.deleteTitle'), message: t('visitBadge.deleteMore'), confirmText: t('visitBadge.delete'), cancelText: t('visitBadge.cancel') });
    if (!confirmed) return;
    try {
      await deleteRegistration(badge.token, language);
    } catch {
      // the API client has shown the message
      return;
    }
    forget(badge.token);
    setDeleted(true);
  };
  const onForget = async (badge: Badge) => {
    const confirmed = await askDialog({ key: 'forget-badge', title: t('visitBadge.forgetTitle'), message: t('visitBadge.forgetMore'), confirmText: t('visitBadge.forget'), cancelText: t('visitBadge.cancel') });
    if (confirmed) forget(badge.token);
  };
  return (
    <>
      {view.kind === 'loading' ? <LoadingDots label={t('visitBadge.loading')} /> : null}
      {view.kind === 'badge' ? (
        <>
          {view.kept ? <Note role="status">{t('visitBadge.offline')}</Note> : null}
          <BadgeCard badge={view.badge} />
          <BadgeActions badge={view.badge} pageLink={false}>
            <SecondaryButton type="button" onClick={() => void onForget(view.badge)}>
              {t('visitBadge.forget')}
            </SecondaryButton>
            {view.kept ? null : (
              <SecondaryButton $danger type="button" onClick={() => void onDelete(view.badge)}>
                {t('visitBadge.delete')}
              </SecondaryButton>
            )}
          </BadgeActions>
          <Help data-print="hide">{t('visitBadge.help')}</Help>
          {view.kept ? null : <Scans badge={view.badge} />}
        </>
      ) : null}
      {deleted ? <Note role="status">{t('visitBadge.deleted')}</Note> : null}
      {view.kind === 'gone' ? <Note role="alert">{view.message}</Note> : null}
      {view.kind === 'offline' ? <Note role="alert">{t('visitBadge.offlineNone')}</Note> : null}
      {view.kind === 'none' || view.kind === 'gone' ? (
        <Help>
          {t('visitBadge.none')} <LocalizedLink to={routes.visitRegister}>{t('visitBadge.register')}</LocalizedLink>
        </Help>
      ) : null}
    </>
  );
}

/** The exhibitors that scanned this badge (by its token), once any has: where a visitor without an account withdraws consent. */
function Scans({ badge }: { badge: Badge }) {
  const { language } = usePageLanguage();
  const source = useMemo(() => badgeScans(badge.token, language), [badge.token, language]);
  const consent = useMemo(() => badgeConsent(badge.token, language), [badge.token, language]);
  return (
    <>
      <ConsentSettings source={consent} />
      <ScanList shareContact={badge.shareContact} source={source} hideWhenEmpty />
    </>
  );
}

/** Reads the badge the address names (and again when its fragment changes); `forget` removes it from this phone. */
function useBadge(): { view: View; forget: (token: string) => void } {
  const { language } = usePageLanguage();
  const [hash, setHash] = useState<string | null>(null);
  const [view, setView] = useState<View>({ kind: 'loading' });

  useEffect(() => {
    const read = () => setHash(window.location.hash);
    read();
    window.addEventListener('hashchange', read);
    return () => window.removeEventListener('hashchange', read);
  }, []);

  useEffect(() => {
    if (hash === null) return undefined;
    let current = true;
    const show = (next: View) => {
      if (current) setView(next);
    };
    const token = badgeTokenOf(hash);
    if (token) {
      const kept = keptBadge(token);
      show(kept ? { kind: 'badge', badge: kept, kept: false } : { kind: 'loading' });
      readBadge(token, language).then(
        (badge) => {
          keepBadge(badge);
          show({ kind: 'badge', badge, kept: false });
        },
        (error: unknown) => {
          if (error instanceof PublicApiError && error.status !== 0 && error.status < 500) {
            forgetBadge(token);
            show({ kind: 'gone', message: error.message });
          } else show(kept ? { kind: 'badge', badge: kept, kept: true } : { kind: 'offline' });
        },
      );
    } else if (readToken()) {
      readMemberBadge(readToken()!, language).then(
        (badge) => {
          if (badge) keepBadge(badge);
          show(badge ? { kind: 'badge', badge, kept: false } : { kind: 'none' });
        },
        (error: unknown) => {
          const last = lastBadge();
          const unreachable = error instanceof PublicApiError && (error.status === 0 || error.status >= 500);
          show(last && unreachable ? { kind: 'badge', badge: last, kept: true } : { kind: 'none' });
        },
      );
    } else {
      const last = lastBadge();
      show(last ? { kind: 'badge', badge: last, kept: false } : { kind: 'none' });
    }
    return () => {
      current = false;
    };
  }, [hash, language]);

  const forget = (token: string) => {
    forgetBadge(token);
    window.history.replaceState(null, '', window.location.pathname);
    setHash('');
    setView({ kind: 'none' });
  };
  return { view, forget };
}

const Note = styled.p`
  max-width: 360px;
  margin: 0 auto ${theme.space(4)};
  padding: ${theme.space(3)};
  border-radius: ${theme.radius};
  background: ${theme.colors.cream};
  text-align: center;
  &[role='alert'] {
    background: #fbe9ec;
    color: ${theme.colors.berry};
  }
`;

const Help = styled.p`
  max-width: 360px;
  margin: ${theme.space(5)} auto 0;
  color: ${theme.colors.muted};
  font-size: 0.9rem;
  text-align: center;
`;

import React, { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import styled from 'styled-components';
import type { BadgeScan } from '@expo/contract';
import { askDialog, notify } from '../../components/feedback/feedback-store';
import { SecondaryButton } from '../../components/form/form-ui';
import { ListStatus } from '../../components/list/ListStatus';
import { LoadingDots } from '../../components/ui/LoadingDots';
import { LocalizedLink } from '../../components/ui/LocalizedLink';
import { formatShowTime } from '../../lib/format/date';
import { routes } from '../../lib/routes';
import { theme } from '../../styles/theme';
import type { ScanSource } from './visitor-api';

/**
 * The exhibitors that scanned my badge, newest first, each with what it received and, while it has
 * my contact, "Withdraw consent" (asked for again in a dialog). `shareContact`: whether I agreed
 * to share it when registering. The source is the badge's token (badge page) or the member's
 * session (member centre).
 */
export function ScanList({ shareContact, source, hideWhenEmpty = false }: { shareContact: boolean; source: ScanSource; hideWhenEmpty?: boolean }) {
  const { t } = useTranslation('visitor');
  const { t: tc } = useTranslation();
  const [rows, setRows] = useState<BadgeScan[] | null>(null);
  const [error, setError] = useState<{ status: number } | null>(null);
  const [busy, setBusy] = useState<number | null>(null);

  const load = useCallback(() => {
    source.load().then(
      (scans) => {
        setRows(scans);
        setError(null);
      },
      (failure: { status?: number }) => setError({ status: failure.status ?? 0 }),
    );
  }, [source]);
  useEffect(load, [load]);

  const withdraw = async (scan: BadgeScan) => {
    const confirmed = await askDialog({
      key: 'withdraw-consent',
      title: t('myBadge.withdrawTitle', { name: scan.exhibitorName }),
      message: t('myBadge.withdrawMore'),
      confirmText: t('myBadge.withdraw'),
      cancelText: t('myBadge.cancel'),
    });
    if (!confirmed) return;
    setBusy(scan.exhibitorId);
    try {
      await source.withdraw(scan.exhibitorId);
      notify(t('myBadge.withdrawn', { name: scan.exhibitorName }), 'success');
      load();
    } catch (failure) {
      notify(failure instanceof Error && failure.message !== 'network' ? failure.message : tc('api.noPermission'), 'error');
    } finally {
      setBusy(null);
    }
  };

  if (hideWhenEmpty && (error || !rows || rows.length === 0)) return null;
  return (
    <Section aria-labelledby="badge-scans" data-print="hide">
      <h2 id="badge-scans">{t('myBadge.scansTitle')}</h2>
      <Lead>{t(shareContact ? 'myBadge.scansShared' : 'myBadge.scansNotShared')}</Lead>
      {error ? <ListStatus error={error} loading={false} empty={false} /> : null}
      {!error && !rows ? <LoadingDots /> : null}
      {rows?.length === 0 ? <Lead>{t('myBadge.noScans')}</Lead> : null}
      {rows && rows.length > 0 ? (
        <Rows>
          {rows.map((scan) => (
            <li key={scan.exhibitorId}>
              <div>
                <LocalizedLink to={routes.exhibitor(scan.exhibitorId)}>{scan.exhibitorName}</LocalizedLink>
                <small>
                  {t('myBadge.scannedAt', { at: formatShowTime(scan.scannedAt, tc('format.dateTime')) })} · {t('myBadge.country', { country: scan.exhibitorCountry })} · <span data-testid="scan-state">{t(`myBadge.state.${scan.consent}`)}</span> · {t('consent.version', { v: scan.consentVersion })}
                </small>
              </div>
              {scan.shared ? (
                <SecondaryButton type="button" $danger disabled={busy === scan.exhibitorId} onClick={() => void withdraw(scan)}>
                  {t('myBadge.withdraw')}
                </SecondaryButton>
              ) : null}
            </li>
          ))}
        </Rows>
      ) : null}
    </Section>
  );
}

const Section = styled.section`
  max-width: 720px;
  margin: ${theme.space(8)} auto 0;
  h2 {
    font-size: 1.2rem;
  }
`;

const Lead = styled.p`
  color: ${theme.colors.muted};
`;

const Rows = styled.ul`
  display: grid;
  gap: ${theme.space(2)};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: ${theme.space(2)} ${theme.space(4)};
    padding: ${theme.space(3)} ${theme.space(4)};
    background: ${theme.colors.flour};
    border: 1px solid ${theme.colors.line};
    border-radius: ${theme.radius};
  }
  li > div {
    display: grid;
    gap: ${theme.space(1)};
    min-width: 0;
  }
  small {
    color: ${theme.colors.muted};
  }
`;

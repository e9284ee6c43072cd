import React from 'react';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import styled, { createGlobalStyle } from 'styled-components';
import { formatBadgeNumber, type Badge } from '@expo/contract';
import { formatShowDate } from '../../lib/format/date';
import { usePageLanguage } from '../../lib/i18n/use-page-language';
import { useSiteData } from '../../lib/site-data';
import { printOnly } from '../../styles/print-only';
import { theme } from '../../styles/theme';
import { BadgeQr } from '../../components/badge-print/BadgeQr';

/** The element the badge's print view keeps. */
const BADGE_ID = 'visitor-badge';

/**
 * The e-badge as its holder shows it at the gate and at the stands: the show, the QR code (its
 * token), the badge number to type when a scanner cannot read it, the holder, the days planned.
 * It prints alone on an A6 card.
 */
export function BadgeCard({ badge }: { badge: Badge }) {
  const { t } = useTranslation('visitor');
  const { language } = usePageLanguage();
  const site = useSiteData(language);
  const number = formatBadgeNumber(badge.number);
  return (
    <Card id={BADGE_ID} aria-label={t('visitBadge.label', { number })} data-revoked={badge.revoked}>
      <PrintBadge />
      <Top>
        <span>{site.intro.name}</span>
        <strong>{t(badge.kind === 'staff' ? 'visitBadge.kindStaff' : 'visitBadge.kind')}</strong>
      </Top>
      {badge.revoked ? <Revoked role="alert">{t('visitBadge.revoked')}</Revoked> : <BadgeQr token={badge.token} label={t('visitBadge.qrLabel', { number })} />}
      <Number>
        <span>{t('visitBadge.number')}</span> <strong data-testid="badge-number">{number}</strong>
      </Number>
      <Name>{badge.name}</Name>
      <p>{badge.company}</p>
      <p>{badge.jobTitle}</p>
      {badge.kind === 'staff' && badge.days.length === 2 ? (
        <Days>{t('visitBadge.staffDays', { first: formatShowDate(badge.days[0]!, t('visitBadge.dayFormat')), last: formatShowDate(badge.days[1]!, t('visitBadge.dayFormat')) })}</Days>
      ) : badge.days.length > 0 ? (
        <Days>
          {t('visitBadge.daysLine', { days: badge.days.map((day) => formatShowDate(day, t('visitBadge.dayFormat'))).join(t('visitBadge.daySeparator')) })}
        </Days>
      ) : null}
    </Card>
  );
}

/** The badge alone on an A6 card (105 × 148 mm), the QR code about 6 cm wide. */
const PrintBadge = createGlobalStyle`
  @media print {
    @page {
      /* A6; its size first, for browsers that do not know the keyword (Debian's Chromium 14x drops it) */
      size: 105mm 148mm;
      size: A6;
      margin: 6mm;
    }
    ${printOnly(BADGE_ID)}
    #${BADGE_ID} {
      width: auto !important;
      max-width: none !important;
      margin: 0 !important;
      border: 1px solid #000 !important;
      box-shadow: none !important;
      break-inside: avoid;
      color: #000;
    }
    #${BADGE_ID} [role='img'] {
      width: 62mm;
      min-width: 0;
    }
    body {
      background: #fff;
    }
  }
`;

const Card = styled.article`
  display: grid;
  gap: ${theme.space(1)};
  max-width: 360px;
  margin: 0 auto;
  padding: ${theme.space(4)} ${theme.space(3)} ${theme.space(5)};
  background: #fff;
  border: 2px solid ${theme.colors.crust};
  border-radius: ${theme.radius};
  box-shadow: ${theme.shadow};
  text-align: center;
  color: ${theme.colors.ink};
  p {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const Top = styled.header`
  display: flex;
  justify-content: space-between;
  align-items: baseline;
  gap: ${theme.space(2)};
  margin-bottom: ${theme.space(2)};
  padding-bottom: ${theme.space(2)};
  border-bottom: 1px solid ${theme.colors.line};
  font-size: 0.85rem;
  text-align: left;
  strong {
    flex-shrink: 0;
    padding: 2px ${theme.space(2)};
    border-radius: 4px;
    background: ${theme.colors.crust};
    color: ${theme.colors.cream};
    letter-spacing: 0.05em;
  }
`;

const Revoked = styled.p`
  padding: ${theme.space(6)} ${theme.space(3)};
  border-radius: ${theme.radius};
  background: #fbe9ec;
  color: ${theme.colors.berry};
  font-weight: 700;
`;

const Number = styled.p`
  margin-top: ${theme.space(2)} !important;
  color: ${theme.colors.muted};
  font-size: 0.85rem;
  strong {
    color: ${theme.colors.ink};
    font-family: ui-monospace, 'SFMono-Regular', Menlo, Consolas, monospace;
    font-size: 1.35rem;
    letter-spacing: 0.08em;
  }
`;

const Name = styled.h2`
  margin: ${theme.space(1)} 0 0;
  font-size: 1.6rem;
  line-height: 1.25;
  overflow-wrap: anywhere;
`;

const Days = styled.p`
  margin-top: ${theme.space(2)} !important;
  color: ${theme.colors.muted};
  font-size: 0.9rem;
`;

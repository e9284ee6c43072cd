import React from 'react';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import styled from 'styled-components';
import { LocalizedLink } from '../../components/ui/LocalizedLink';
import { LoadingDots } from '../../components/ui/LoadingDots';
import { routes } from '../../lib/routes';
import { useHydrated } from '../../lib/use-hydrated';
import { theme } from '../../styles/theme';
import { GateMode } from './GateMode';
import { LeadMode } from './LeadMode';

export const SCAN_MODES = ['gate', 'lead'] as const;
export type ScanPageMode = (typeof SCAN_MODES)[number];

/** The mode in a `?mode=` query, or null for the choice. */
export function scanModeOf(search: string): ScanPageMode | null {
  const mode = new URLSearchParams(search).get('mode');
  return (SCAN_MODES as readonly string[]).includes(mode ?? '') ? (mode as ScanPageMode) : null;
}

/** /scan/: the badge scanner, for entrance staff (gate mode) and exhibitor teams (lead mode). */
export function ScanPage({ mode }: { mode: ScanPageMode | null }) {
  const { t } = useTranslation('scan');
  const hydrated = useHydrated();
  if (!hydrated) return <LoadingDots label={t('loading')} />;
  if (mode === 'gate') return <GateMode />;
  if (mode === 'lead') return <LeadMode />;
  return (
    <Choice>
      <p>{t('mode.question')}</p>
      {SCAN_MODES.map((m) => (
        <LocalizedLink key={m} to={routes.scanMode(m)}>
          <strong>{t(`mode.${m}`)}</strong>
          <span>{t(`mode.${m}Hint`)}</span>
        </LocalizedLink>
      ))}
    </Choice>
  );
}

const Choice = styled.nav`
  display: grid;
  gap: ${theme.space(3)};
  max-width: 520px;
  a {
    display: grid;
    gap: ${theme.space(1)};
    padding: ${theme.space(4)};
    border: 1px solid ${theme.colors.line};
    border-radius: ${theme.radius};
    background: ${theme.colors.flour};
    color: ${theme.colors.ink};
    text-decoration: none;
  }
  a:hover,
  a:focus-visible {
    border-color: ${theme.colors.crust};
  }
  strong {
    font-size: 1.2rem;
    color: ${theme.colors.crust};
  }
`;

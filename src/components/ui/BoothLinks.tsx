import React from 'react';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import styled from 'styled-components';
import { routes } from '../../lib/routes';
import { LocalizedLink } from './LocalizedLink';
import { theme } from '../../styles/theme';

/** An exhibitor's booths, each a link to the floor plan with that booth selected and highlighted. */
export function BoothLinks({ booths }: { booths: readonly string[] }) {
  const { t } = useTranslation();
  if (booths.length === 0) return null;
  return (
    <List>
      {booths.map((code) => (
        <li key={code}>
          <LocalizedLink to={routes.floorPlanBooth(code)}>{t('visit.boothOnPlan', { code })}</LocalizedLink>
        </li>
      ))}
    </List>
  );
}

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space(1)} ${theme.space(4)};
`;

import React from 'react';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import styled from 'styled-components';
import { theme } from '../../styles/theme';

/**
 * A tile's place in a ranking: the number is shown, screen readers hear "Rank 3" ("第 3 名")
 * from visually hidden text (aria-label is not allowed on a plain span).
 */
export function RankBadge({ rank }: { rank: number }) {
  const { t } = useTranslation();
  return (
    <Badge>
      <span className="visually-hidden">{t('list.rank', { rank })}</span>
      <span aria-hidden="true">{rank}</span>
    </Badge>
  );
}

const Badge = styled.span`
  align-self: flex-start;
  min-width: 2em;
  text-align: center;
  border-radius: 999px;
  background: ${theme.colors.butter};
  color: ${theme.colors.crustDark};
  font-weight: 700;
`;

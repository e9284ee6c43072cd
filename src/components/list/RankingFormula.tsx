import React from 'react';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import styled from 'styled-components';
import { RANKING_MIN_ACCOUNT_AGE_HOURS, RANKING_VIEWS_PER_ADDRESS, RANKING_WEIGHTS, RANKING_WINDOW_DAYS } from '../../../contract/ranking-formula';
import { theme } from '../../styles/theme';

/** How a ranking is computed, with the weights the server uses (contract/ranking-formula.ts). */
export function RankingFormula() {
  const { t } = useTranslation();
  return (
    <Box aria-labelledby="ranking-formula">
      <h2 id="ranking-formula">{t('ranking.formulaTitle')}</h2>
      <p>
        <strong>{t('ranking.formula', { collect: RANKING_WEIGHTS.collect, like: RANKING_WEIGHTS.like, view: RANKING_WEIGHTS.view, days: RANKING_WINDOW_DAYS })}</strong>
      </p>
      <p>{t('ranking.rules', { hours: RANKING_MIN_ACCOUNT_AGE_HOURS, perAddress: RANKING_VIEWS_PER_ADDRESS })}</p>
    </Box>
  );
}

const Box = styled.section`
  margin: 0 0 ${theme.space(5)};
  padding: ${theme.space(4)};
  border: 1px solid ${theme.colors.line};
  border-radius: ${theme.radius};
  background: ${theme.colors.flour};
  h2 {
    margin: 0 0 ${theme.space(2)};
    font-size: 1rem;
  }
  p {
    margin: ${theme.space(1)} 0 0;
    overflow-wrap: anywhere;
  }
`;

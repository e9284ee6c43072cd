import React from 'react';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import styled from 'styled-components';
import { profileCompleteness, type DraftValues } from '@expo/contract';
import { theme } from '../../styles/theme';

/** How complete the profile is, and what is missing in which language. */
export function Completeness({ fields }: { fields: DraftValues }) {
  const { t } = useTranslation('centre');
  const { percent, missing } = profileCompleteness(fields);
  const parts = missing.map((gap) => {
    const part = t(`completeness.part.${gap.part}`);
    return gap.lang ? t(`completeness.inLang.${gap.lang}`, { part }) : part;
  });
  return (
    <Box aria-labelledby="completeness-title">
      <h2 id="completeness-title">{t('completeness.title', { percent })}</h2>
      <meter min={0} max={100} low={60} high={90} optimum={100} value={percent} aria-labelledby="completeness-title" />
      {parts.length === 0 ? <p>{t('completeness.complete')}</p> : <p>{t('completeness.missing')} {parts.join(t('completeness.separator'))}</p>}
    </Box>
  );
}

const Box = styled.section`
  margin: ${theme.space(3)} 0;
  padding: ${theme.space(3)};
  border: 1px solid ${theme.colors.line};
  border-radius: ${theme.radius};
  background: ${theme.colors.flour};
  h2 {
    margin: 0 0 ${theme.space(2)};
    font-size: 1.1rem;
  }
  meter {
    width: 100%;
    height: 12px;
  }
`;

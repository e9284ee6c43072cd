import React from 'react';
import styled from 'styled-components';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import { SecondaryButton } from '../../components/form/form-ui';
import { theme } from '../../styles/theme';

/** A plan's title with its print button (the member's own plan and a shared one). */
export function PlanHeading({ title, printable }: { title: string; printable: boolean }) {
  const { t } = useTranslation('plan');
  return (
    <Heading>
      <h1>{title}</h1>
      {printable ? (
        <SecondaryButton type="button" data-print="hide" onClick={() => window.print()}>
          {t('print')}
        </SecondaryButton>
      ) : null}
    </Heading>
  );
}

const Heading = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space(2)};
  h1 {
    margin: 0;
  }
  button {
    min-height: 40px;
  }
`;

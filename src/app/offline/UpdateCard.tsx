import React from 'react';
import styled from 'styled-components';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import { focusRing } from '../../components/floating/styles';
import { acceptUpdate, dismissUpdate } from './service-worker-client';
import { theme } from '../../styles/theme';

/** The offer to reload for a new release of the site (shown in UpdateOffer's live region). */
export function UpdateCard() {
  const { t } = useTranslation();
  return (
    <Card aria-labelledby="update-offer-title">
      <p>
        <strong id="update-offer-title">{t('offline.updateTitle')}</strong> {t('offline.updateMessage')}
      </p>
      <Buttons>
        <button type="button" className="reload" onClick={acceptUpdate}>
          {t('offline.reload')}
        </button>
        <button type="button" onClick={dismissUpdate}>
          {t('offline.later')}
        </button>
      </Buttons>
    </Card>
  );
}

const Card = styled.section`
  pointer-events: auto;
  padding: ${theme.space(4)};
  border-radius: ${theme.radius};
  background: ${theme.colors.crustDark};
  color: ${theme.colors.cream};
  box-shadow: 0 6px 24px rgba(59, 42, 32, 0.35);
  p {
    margin: 0 0 ${theme.space(3)};
    line-height: 1.5;
  }
  strong {
    color: ${theme.colors.butter};
  }
`;

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space(2)};
  button {
    min-height: 44px;
    padding: 0 ${theme.space(4)};
    border: 2px solid ${theme.colors.cream};
    border-radius: 999px;
    background: transparent;
    color: ${theme.colors.cream};
    font: inherit;
    font-weight: 600;
    cursor: pointer;
    ${focusRing}
  }
  button.reload {
    background: ${theme.colors.butter};
    border-color: ${theme.colors.butter};
    color: ${theme.colors.crustDark};
  }
`;

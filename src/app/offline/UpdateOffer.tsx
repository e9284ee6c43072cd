import React, { useEffect, useSyncExternalStore } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import { focusRing } from '../../components/floating/styles';
import { acceptUpdate, dismissUpdate, isUpdateWaiting, startServiceWorker, subscribe } from './service-worker-client';

/**
 * Registers the service worker (once, after the page is idle) and, when a new release of the site
 * is live, offers to reload: a small polite status message with two buttons, in the page's language.
 */
export function UpdateOffer() {
  const { t } = useTranslation();
  const waiting = useSyncExternalStore(subscribe, isUpdateWaiting, () => false);
  useEffect(() => startServiceWorker(), []);
  return (
    <Toast role="status" aria-live="polite" aria-atomic="true" data-testid="update-offer">
      {waiting && (
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
      )}
    </Toast>
  );
}

// On a phone at the top (the bottom holds the cookie notice and the floating buttons); from 640 px
// bottom left, clear of the floating buttons and the cookie notice on the right.
const Toast = styled.div`
  position: fixed;
  top: ${({ theme }) => theme.space(3)};
  left: ${({ theme }) => theme.space(3)};
  right: ${({ theme }) => theme.space(3)};
  z-index: 60;
  pointer-events: none;
  @media (min-width: 640px) {
    top: auto;
    right: auto;
    width: 380px;
    left: ${({ theme }) => theme.space(6)};
    bottom: ${({ theme }) => theme.space(6)};
  }
`;

const Card = styled.section`
  pointer-events: auto;
  padding: ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.crustDark};
  color: ${({ theme }) => theme.colors.cream};
  box-shadow: 0 6px 24px rgba(59, 42, 32, 0.35);
  p {
    margin: 0 0 ${({ theme }) => theme.space(3)};
    line-height: 1.5;
  }
  strong {
    color: ${({ theme }) => theme.colors.butter};
  }
`;

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  button {
    min-height: 44px;
    padding: 0 ${({ theme }) => theme.space(4)};
    border: 2px solid ${({ theme }) => theme.colors.cream};
    border-radius: 999px;
    background: transparent;
    color: ${({ theme }) => theme.colors.cream};
    font: inherit;
    font-weight: 600;
    cursor: pointer;
    ${focusRing}
  }
  button.reload {
    background: ${({ theme }) => theme.colors.butter};
    border-color: ${({ theme }) => theme.colors.butter};
    color: ${({ theme }) => theme.colors.crustDark};
  }
`;

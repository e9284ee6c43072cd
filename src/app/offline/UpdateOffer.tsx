import React, { useEffect, useSyncExternalStore } from 'react';
import styled from 'styled-components';
import { useLoadedWhen } from '../../components/ui/after-idle';
import { isUpdateWaiting, startServiceWorker, subscribe } from './service-worker-client';
import { theme } from '../../styles/theme';

const loadCard = () => import('./UpdateCard').then((module) => module.UpdateCard);

/**
 * Registers the service worker (once, after the page is idle) and, when a new release of the site
 * is live, offers to reload: a small polite status message with two buttons, in the page's language.
 * The live region is there from the start (so the offer is announced); the offer's own code loads
 * when a release waits.
 */
export function UpdateOffer() {
  const waiting = useSyncExternalStore(subscribe, isUpdateWaiting, () => false);
  const Card = useLoadedWhen(waiting, loadCard);
  useEffect(() => startServiceWorker(), []);
  return (
    <Toast role="status" aria-live="polite" aria-atomic="true" data-testid="update-offer">
      {waiting && Card ? <Card /> : null}
    </Toast>
  );
}

// On a phone at the top (the bottom holds the cookie notice and the floating buttons); from 640 px
// bottom left, clear of the floating buttons and the cookie notice on the right.
const Toast = styled.div`
  position: fixed;
  top: ${theme.space(3)};
  left: ${theme.space(3)};
  right: ${theme.space(3)};
  z-index: 60;
  pointer-events: none;
  @media (min-width: 640px) {
    top: auto;
    right: auto;
    width: 380px;
    left: ${theme.space(6)};
    bottom: ${theme.space(6)};
  }
`;

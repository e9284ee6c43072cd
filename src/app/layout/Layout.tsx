import React, { type ReactNode } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import { usePageLanguage } from '../../lib/i18n/use-page-language';
import { useSiteData } from '../../lib/site-data';
import { afterIdle } from '../../components/ui/after-idle';
import { FeedbackHost } from '../../components/feedback/FeedbackHost';
import { FloatingControls } from '../../components/floating/FloatingControls';
import { Footer } from './Footer';
import { Header } from './Header';
import { theme } from '../../styles/theme';

// Registers the service worker and offers to reload for a new release (app/offline): not needed
// to read the page, it loads once the browser is idle.
const UpdateOffer = afterIdle(() => import('../offline/UpdateOffer').then((module) => module.UpdateOffer));

/**
 * The front layout: header, main content, footer, and the floating controls on the right.
 * A form page (sign-in, register, reset, publish, member centre) leaves the floating stack out,
 * so no floating button covers a field or offers the page to itself.
 */
export function Layout({ children, formPage = false }: { children: ReactNode; formPage?: boolean }) {
  const { t } = useTranslation();
  const { language } = usePageLanguage();
  const site = useSiteData(language);
  return (
    <Page>
      <SkipLink href="#content">{t('site.skipToContent')}</SkipLink>
      <Header />
      <Main id="content">{children}</Main>
      <Footer />
      <FloatingControls helpLink={site.helpLink} helpQrCode={site.helpQrCode} formPage={formPage} />
      <FeedbackHost />
      <UpdateOffer />
    </Page>
  );
}

const Page = styled.div`
  min-height: 100vh;
  display: flex;
  flex-direction: column;
`;

const Main = styled.main`
  flex: 1;
  padding: ${theme.space(8)} 0;
`;

const SkipLink = styled.a`
  position: absolute;
  left: -9999px;
  &:focus {
    left: ${theme.space(2)};
    top: ${theme.space(2)};
    z-index: 10;
    padding: ${theme.space(2)};
    background: ${theme.colors.flour};
  }
`;

import React from 'react';
import { graphql, type HeadFC, type PageProps } from 'gatsby';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import styled from 'styled-components';
import { NOT_FOUND_REDIRECT_SECONDS } from '@expo/contract/constants';
import { useRedirectCountdown } from '../components/errors/use-redirect-countdown';
import { Layout } from '../app/layout/Layout';
import { Seo } from '../components/seo/Seo';
import { Container } from '../components/ui/Container';
import { LocalizedLink } from '../components/ui/LocalizedLink';
import type { LocaleData } from '../lib/i18n/locale-data';
import { localeText } from '../lib/i18n/locale-text';
import { languageOfPath, localizedPath } from '../lib/i18n/paths';
import { PathLanguageProvider } from '../lib/i18n/PathLanguageProvider';
import { usePageLanguage } from '../lib/i18n/use-page-language';
import { routes } from '../lib/routes';
import { theme } from '../styles/theme';

/**
 * Unmatched routes: "YOU LOOK LOST", then home after NOT_FOUND_REDIRECT_SECONDS, counted each second.
 * The same page serves every unknown path in both languages: its language comes from the URL.
 */
export default function NotFoundPage(_props: PageProps<LocaleData>) {
  return (
    <PathLanguageProvider>
      <Layout>
        <NotFound />
      </Layout>
    </PathLanguageProvider>
  );
}

function NotFound() {
  const { t } = useTranslation();
  const { language } = usePageLanguage();
  const seconds = useRedirectCountdown(NOT_FOUND_REDIRECT_SECONDS, localizedPath(routes.home, language));
  return (
    <Container>
      <Lost>
        <p className="code" aria-hidden="true">404</p>
        <h1>{t('notFound.title')}</h1>
        <p>{t('notFound.message')}</p>
        <p aria-live="polite">{t('notFound.redirect', { seconds })}</p>
        <LocalizedLink to={routes.home}>{t('notFound.home')}</LocalizedLink>
      </Lost>
    </Container>
  );
}

export const Head: HeadFC<LocaleData> = ({ data, location }) => {
  const language = languageOfPath(location.pathname);
  const title = localeText(data, language, 'notFound.pageTitle');
  return <Seo language={language} originalPath="/" languages={[]} title={title} noIndex />;
};

export const query = graphql`
  query NotFoundPage {
    locales: allLocale {
      ...Locales
    }
  }
`;

const Lost = styled.div`
  text-align: center;
  padding: ${theme.space(12)} 0;
  .code {
    font-family: ${theme.fonts.heading};
    font-size: 4rem;
    margin: 0;
    /* crust on the page's cream: 8:1 (butter was 1.5:1) */
    color: ${theme.colors.crust};
  }
  h1 {
    letter-spacing: 0.06em;
  }
`;

import React from 'react';
import { graphql, type HeadFC, type PageProps } from 'gatsby';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import styled from 'styled-components';
import { Layout } from '../app/layout/Layout';
import { Seo } from '../components/seo/Seo';
import { Container } from '../components/ui/Container';
import { LocalizedLink } from '../components/ui/LocalizedLink';
import type { LocaleData } from '../lib/i18n/locale-data';
import { localeText } from '../lib/i18n/locale-text';
import { headLanguage, type I18nPageContext } from '../lib/i18n/page-context';
import { routes } from '../lib/routes';
import { theme } from '../styles/theme';

/**
 * The offline page (/offline/, /en/offline/). The service worker answers with it, without its
 * scripts (public/offline.html, written after the build), a page that is neither online nor kept:
 * it must work as plain HTML, at the address that failed ("Try again" reloads that address).
 */
export default function OfflinePage(_props: PageProps<LocaleData, I18nPageContext>) {
  const { t } = useTranslation();
  return (
    <Layout>
      <Container>
        <Panel>
          <h1>{t('offline.title')}</h1>
          <p>{t('offline.message')}</p>
          <p>{t('offline.available')}</p>
          <Actions>
            {/* An empty href is the address being shown: the page that failed, not /offline/. */}
            <a href="" className="primary">
              {t('offline.retry')}
            </a>
            <LocalizedLink to={routes.floorPlan}>{t('offline.floorPlan')}</LocalizedLink>
            <LocalizedLink to={routes.memberPlan}>{t('offline.myPlan')}</LocalizedLink>
            <LocalizedLink to={routes.visitBadge}>{t('offline.myBadge')}</LocalizedLink>
          </Actions>
        </Panel>
      </Container>
    </Layout>
  );
}

export const Head: HeadFC<LocaleData, I18nPageContext> = ({ data, pageContext }) => {
  const page = headLanguage(pageContext);
  return <Seo {...page} title={localeText(data, page.language, 'offline.pageTitle')} noIndex />;
};

export const query = graphql`
  query OfflinePage($language: String!) {
    locales: allLocale(filter: { language: { eq: $language }, ns: { in: ["common", "widgets"] } }) {
      ...Locales
    }
  }
`;

const Panel = styled.div`
  max-width: 36rem;
  margin: 0 auto;
  padding: ${theme.space(8)} 0;
  text-align: center;
  h1 {
    font-size: 1.6rem;
  }
  p {
    color: ${theme.colors.ink};
    line-height: 1.7;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${theme.space(3)};
  margin-top: ${theme.space(6)};
  a {
    display: inline-block;
    padding: ${theme.space(2)} ${theme.space(5)};
    border: 2px solid ${theme.colors.crust};
    border-radius: 999px;
    color: ${theme.colors.crust};
    font-weight: 600;
    text-decoration: none;
  }
  a.primary {
    background: ${theme.colors.crust};
    color: ${theme.colors.cream};
  }
`;

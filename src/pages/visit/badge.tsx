import React from 'react';
import { graphql, type PageProps } from 'gatsby';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import styled from 'styled-components';
import { Layout } from '../../app/layout/Layout';
import { clientHead } from '../../components/seo/client-head';
import { Container } from '../../components/ui/Container';
import { BadgeView } from '../../features/visitor/BadgeView';
import type { LocaleData } from '../../lib/i18n/locale-data';
import type { I18nPageContext } from '../../lib/i18n/page-context';

/**
 * /visit/badge (both languages): the visitor's e-badge, its token in the address's fragment
 * (#token: never sent to a server). Precached by the service worker, and the badge kept on the
 * phone: it opens at the gate with no signal.
 */
export default function VisitBadgePage(_props: PageProps<LocaleData, I18nPageContext>) {
  const { t } = useTranslation('visitor');
  return (
    <Layout formPage>
      <Container>
        <Heading data-print="hide">{t('visitBadge.title')}</Heading>
        <BadgeView />
      </Container>
    </Layout>
  );
}

export const Head = clientHead('visitBadge.title', { noIndex: true });

export const query = graphql`
  query VisitBadgePage($language: String!) {
    locales: allLocale(filter: { language: { eq: $language }, ns: { in: ["common", "widgets", "visitor"] } }) {
      ...Locales
    }
  }
`;

const Heading = styled.h1`
  margin-top: 0;
  text-align: center;
  font-size: 1.4rem;
`;

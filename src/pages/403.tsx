import React from 'react';
import { graphql, type HeadFC, type PageProps } from 'gatsby';
import { ErrorView } from '../components/errors/ErrorView';
import { Layout } from '../app/layout/Layout';
import { Seo } from '../components/seo/Seo';
import { Container } from '../components/ui/Container';
import type { LocaleData } from '../lib/i18n/locale-data';
import { localeText } from '../lib/i18n/locale-text';
import { headLanguage, type I18nPageContext } from '../lib/i18n/page-context';

/** The 403 page, in both languages (/403/ and /en/403/). */
export default function ErrorPage403(_props: PageProps<LocaleData, I18nPageContext>) {
  return (
    <Layout>
      <Container>
        <ErrorView status={403} />
      </Container>
    </Layout>
  );
}

export const Head: HeadFC<LocaleData, I18nPageContext> = ({ data, pageContext }) => {
  const page = headLanguage(pageContext);
  return <Seo {...page} title={localeText(data, page.language, 'errors.forbidden')} noIndex />;
};

export const query = graphql`
  query ErrorPage403($language: String!) {
    locales: allLocale(filter: { language: { eq: $language }, ns: { in: ["common", "widgets"] } }) {
      ...Locales
    }
  }
`;

import React from 'react';
import { graphql, type HeadFC, type PageProps } from 'gatsby';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import type { Procurement } from '@expo/contract';
import { Layout } from '../app/layout/Layout';
import { Seo } from '../components/seo/Seo';
import { BackLink } from '../components/ui/BackLink';
import { Card } from '../components/ui/Card';
import { NarrowContainer } from '../components/ui/Container';
import { Prose } from '../components/ui/Prose';
import { formatShowTime } from '../lib/format/date';
import { excerpt } from '../lib/format/text';
import type { LocaleData } from '../lib/i18n/locale-data';
import { headLanguage } from '../lib/i18n/page-context';
import type { SectionPageContext } from '../lib/page-data';
import { routes } from '../lib/routes';

/** /procurement/{id}: one procurement notice. */
export default function ProcurementPage({ pageContext }: PageProps<LocaleData, SectionPageContext<Procurement>>) {
  const { t } = useTranslation();
  const notice = pageContext.data;
  return (
    <Layout>
      <NarrowContainer>
        <Card>
          <h1>{notice.title}</h1>
          <p>
            <time dateTime={notice.publishTime}>{t('news.publishedOn', { date: formatShowTime(notice.publishTime, t('format.date')) })}</time>
          </p>
          <Prose text={notice.content} />
        </Card>
        <BackLink to={routes.procurement}>{t('procurement.backToList')}</BackLink>
      </NarrowContainer>
    </Layout>
  );
}

export const Head: HeadFC<LocaleData, SectionPageContext<Procurement>> = ({ pageContext }) => (
  <Seo {...headLanguage(pageContext)} title={pageContext.data.title} description={excerpt(pageContext.data.content)} ogType="article" />
);

export const query = graphql`
  query ProcurementPage($language: String!) {
    locales: allLocale(filter: { language: { eq: $language }, ns: { in: ["common", "widgets"] } }) {
      ...Locales
    }
  }
`;

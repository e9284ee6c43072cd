import React from 'react';
import { graphql, type HeadFC, type PageProps } from 'gatsby';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import type { ContentPage } from '@expo/contract';
import { Layout } from '../app/layout/Layout';
import { Seo } from '../components/seo/Seo';
import { Card } from '../components/ui/Card';
import { NarrowContainer } from '../components/ui/Container';
import { Prose } from '../components/ui/Prose';
import { formatShowTime } from '../lib/format/date';
import { splitAtMarker } from '../lib/privacy-marker';
import type { NoticeSection } from '../lib/privacy-notice';
import { excerpt } from '../lib/format/text';
import type { LocaleData } from '../lib/i18n/locale-data';
import { headLanguage } from '../lib/i18n/page-context';
import type { SectionPageContext } from '../lib/page-data';
import { contentPageRoute } from '../lib/page-routes';

/** /page/{code} (about us, IPR, privacy policy, user agreement …), /cooperation and /procurement/privacy. */
export default function ContentPageTemplate({ pageContext }: PageProps<LocaleData, SectionPageContext<ContentPage & { rules?: NoticeSection[] }>>) {
  const { t } = useTranslation();
  const page = pageContext.data;
  // The privacy notice: the organiser's text around the rules the product applies (built from the contract).
  const text = page.rules ? splitAtMarker(page.content) : { before: page.content, after: '' };
  return (
    <Layout>
      <NarrowContainer>
        <Card>
          <h1>{page.title}</h1>
          <Prose text={text.before} />
          {page.rules?.map((section) => (
            <section key={section.heading} data-testid="privacy-rules">
              <h2>{section.heading}</h2>
              <ul>
                {section.lines.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            </section>
          ))}
          <Prose text={text.after} />
          <p>
            <small>{t('page.updated', { date: formatShowTime(page.updateTime, t('format.date')) })}</small>
          </p>
        </Card>
      </NarrowContainer>
    </Layout>
  );
}

/** The page at /page/{code} and at its own route (/cooperation …) names the one canonical URL: its own route. */
export const Head: HeadFC<LocaleData, SectionPageContext<ContentPage>> = ({ pageContext }) => (
  <Seo
    {...headLanguage(pageContext)}
    originalPath={contentPageRoute(pageContext.data.code)}
    title={pageContext.data.title}
    description={excerpt(pageContext.data.content)}
  />
);

export const query = graphql`
  query ContentPage($language: String!) {
    locales: allLocale(filter: { language: { eq: $language }, ns: { in: ["common", "widgets"] } }) {
      ...Locales
    }
  }
`;

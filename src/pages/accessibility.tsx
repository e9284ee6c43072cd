import React from 'react';
import { graphql, type HeadFC, type PageProps } from 'gatsby';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import styled from 'styled-components';
import { Layout } from '../app/layout/Layout';
import { Seo } from '../components/seo/Seo';
import { NarrowContainer } from '../components/ui/Container';
import { LocalizedLink } from '../components/ui/LocalizedLink';
import { ACCESSIBILITY_PAGES, CHECKED_WIDTHS, KEYBOARD_JOURNEYS, KNOWN_EXCEPTIONS, LAST_TESTED, PAGE_KINDS } from '../lib/accessibility';
import type { LocaleData } from '../lib/i18n/locale-data';
import { localeText } from '../lib/i18n/locale-text';
import { headLanguage, type I18nPageContext } from '../lib/i18n/page-context';
import { useSiteData } from '../lib/site-data';
import { usePageLanguage } from '../lib/i18n/use-page-language';
import { routes } from '../lib/routes';
import { theme } from '../styles/theme';

/**
 * /accessibility/ (both languages): the WCAG 2.2 AA conformance statement. Its lists of page
 * kinds, widths, keyboard journeys and exceptions are the ones the e2e tests check
 * (src/lib/accessibility.ts), so the statement cannot name a page the tests leave out.
 */
export default function AccessibilityPage(_props: PageProps<LocaleData, I18nPageContext>) {
  const { t } = useTranslation('accessibility', { keyPrefix: 'statement' });
  const { language } = usePageLanguage();
  const site = useSiteData(language);
  return (
    <Layout>
      <NarrowContainer>
        <Statement>
          <h1>{t('title')}</h1>
          <p>{t('intro', { name: site.intro.name })}</p>
          <h2>{t('status.title')}</h2>
          <p>{t('status.text')}</p>

          <h2>{t('pages.title')}</h2>
          <p>{t('pages.text', { widths: CHECKED_WIDTHS.join(t('and')) })}</p>
          {PAGE_KINDS.map((kind) => (
            <section key={kind} aria-labelledby={`kind-${kind}`}>
              <h3 id={`kind-${kind}`}>{t(`kind.${kind}`)}</h3>
              <ul>
                {ACCESSIBILITY_PAGES.filter((page) => page.kind === kind).map((page) => (
                  <li key={page.name}>{t(`page.${page.name}`)}</li>
                ))}
              </ul>
            </section>
          ))}

          <h2>{t('testing.title')}</h2>
          <p>{t('testing.date', { date: LAST_TESTED })}</p>
          <ul>
            <li>{t('testing.axe')}</li>
            <li>{t('testing.reflow')}</li>
            <li>{t('testing.target')}</li>
            <li>{t('testing.names')}</li>
            <li>{t('testing.manual')}</li>
            <li>{t('testing.review')}</li>
          </ul>
          <h3>{t('journeys.title')}</h3>
          <ul>
            {KEYBOARD_JOURNEYS.map((journey) => (
              <li key={journey}>{t(`journeys.${journey}`)}</li>
            ))}
          </ul>

          <h2>{t('exceptions.title')}</h2>
          <ul>
            {KNOWN_EXCEPTIONS.map((exception) => (
              <li key={exception}>{t(`exceptions.${exception}`)}</li>
            ))}
          </ul>

          <h2>{t('contact.title')}</h2>
          <p>
            {t('contact.text')} <LocalizedLink to={routes.contact}>{t('contact.link')}</LocalizedLink>
          </p>
        </Statement>
      </NarrowContainer>
    </Layout>
  );
}

export const Head: HeadFC<LocaleData, I18nPageContext> = ({ data, pageContext }) => {
  const page = headLanguage(pageContext);
  return <Seo {...page} title={localeText(data, page.language, 'statement.title')} description={localeText(data, page.language, 'statement.status.text')} />;
};

export const query = graphql`
  query AccessibilityPage($language: String!) {
    locales: allLocale(filter: { language: { eq: $language }, ns: { in: ["common", "widgets", "accessibility"] } }) {
      ...Locales
    }
  }
`;

const Statement = styled.article`
  line-height: 1.7;
  h1 {
    font-size: 1.8rem;
  }
  h2 {
    font-size: 1.3rem;
    margin-top: ${theme.space(8)};
  }
  h3 {
    font-size: 1.05rem;
    margin: ${theme.space(4)} 0 ${theme.space(1)};
  }
  ul {
    padding-left: ${theme.space(5)};
    margin: 0;
  }
  a {
    display: inline-block;
    min-height: 24px;
  }
`;

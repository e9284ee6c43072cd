import React from 'react';
import { graphql, type HeadFC, type PageProps } from 'gatsby';
import { AccountFormPage } from '../../app/layout/AccountFormPage';
import { Seo } from '../../components/seo/Seo';
import type { ConsentText } from '../../lib/consent-text';
import { VisitorRegistration } from '../../features/visitor/VisitorRegistration';
import type { LocaleData } from '../../lib/i18n/locale-data';
import { localeText } from '../../lib/i18n/locale-text';
import { headLanguage, type I18nPageContext } from '../../lib/i18n/page-context';

/**
 * /visit/register (both languages): the trade visitor's pre-registration. A static page, indexed;
 * the form is in its HTML, disabled until the page's code (its own chunk) has hydrated it. The
 * consent's wording comes in the page's context (gatsby-node, from contract/consent.ts).
 */
export default function VisitRegisterPage({ location, pageContext }: PageProps<LocaleData, I18nPageContext & { consent: ConsentText }>) {
  return <AccountFormPage namespace="visitor" titleKey="visitRegister.title" wide search={location.search} form={() => <VisitorRegistration consent={pageContext.consent} />} />;
}

export const Head: HeadFC<LocaleData, I18nPageContext> = ({ data, pageContext }) => {
  const page = headLanguage(pageContext);
  return <Seo {...page} title={localeText(data, page.language, 'visitRegister.title')} description={localeText(data, page.language, 'visitRegister.lead')} />;
};

export const query = graphql`
  query VisitRegisterPage($language: String!) {
    locales: allLocale(filter: { language: { eq: $language }, ns: { in: ["common", "widgets", "auth", "visitor"] } }) {
      ...Locales
    }
  }
`;

import React from 'react';
import { graphql, type PageProps } from 'gatsby';
import { AccountFormPage } from '../app/layout/AccountFormPage';
import { clientHead } from '../components/seo/client-head';
import { ResetForm } from '../features/auth/ResetForm';
import type { LocaleData } from '../lib/i18n/locale-data';
import type { I18nPageContext } from '../lib/i18n/page-context';

/** /reset (both languages). */
export default function ResetPage({ location }: PageProps<LocaleData, I18nPageContext>) {
  return <AccountFormPage titleKey="reset.title" search={location.search} form={() => <ResetForm />} />;
}

export const Head = clientHead('account.resetTitle', { noIndex: true });

export const query = graphql`
  query ResetPage($language: String!) {
    locales: allLocale(filter: { language: { eq: $language }, ns: { in: ["common", "widgets", "auth"] } }) {
      ...Locales
    }
  }
`;

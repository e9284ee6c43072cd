import React from 'react';
import { graphql, type PageProps } from 'gatsby';
import { AccountFormPage } from '../app/layout/AccountFormPage';
import { clientHead } from '../components/seo/client-head';
import { RegisterForm } from '../features/auth/RegisterForm';
import type { LocaleData } from '../lib/i18n/locale-data';
import type { I18nPageContext } from '../lib/i18n/page-context';

/** /register (both languages). */
export default function RegisterPage({ location }: PageProps<LocaleData, I18nPageContext>) {
  return <AccountFormPage titleKey="register.title" search={location.search} form={(redirectUrl) => <RegisterForm redirectUrl={redirectUrl} />} />;
}

export const Head = clientHead('account.registerTitle', { noIndex: true });

export const query = graphql`
  query RegisterPage($language: String!) {
    locales: allLocale(filter: { language: { eq: $language }, ns: { in: ["common", "widgets", "auth"] } }) {
      ...Locales
    }
  }
`;

import React from 'react';
import { graphql, type PageProps } from 'gatsby';
import { AccountFormPage } from '../app/layout/AccountFormPage';
import { clientHead } from '../components/seo/client-head';
import { LoginForm } from '../features/auth/LoginForm';
import type { LocaleData } from '../lib/i18n/locale-data';
import type { I18nPageContext } from '../lib/i18n/page-context';

/** /login (both languages). */
export default function LoginPage({ location }: PageProps<LocaleData, I18nPageContext>) {
  return <AccountFormPage titleKey="login.title" search={location.search} form={(redirectUrl) => <LoginForm redirectUrl={redirectUrl} />} />;
}

export const Head = clientHead('account.loginTitle', { noIndex: true });

export const query = graphql`
  query LoginPage($language: String!) {
    locales: allLocale(filter: { language: { eq: $language }, ns: { in: ["common", "widgets", "auth"] } }) {
      ...Locales
    }
  }
`;

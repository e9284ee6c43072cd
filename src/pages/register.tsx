import React from 'react';
import { graphql, type PageProps } from 'gatsby';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import { Layout } from '../app/layout/Layout';
import { clientHead } from '../components/seo/client-head';
import { Container } from '../components/ui/Container';
import { AuthPanel } from '../components/form/form-ui';
import { RegisterForm } from '../features/auth/RegisterForm';
import type { LocaleData } from '../lib/i18n/locale-data';
import type { I18nPageContext } from '../lib/i18n/page-context';
import { useHydrated } from '../lib/use-hydrated';

/** /register (both languages). */
export default function RegisterPage({ location }: PageProps<LocaleData, I18nPageContext>) {
  const { t } = useTranslation('auth');
  const hydrated = useHydrated();
  const redirectUrl = hydrated ? new URLSearchParams(location.search).get('redirectUrl') : null;
  return (
    <Layout formPage>
      <Container>
        <AuthPanel>
          <h1>{t('register.title')}</h1>
          {hydrated ? <RegisterForm redirectUrl={redirectUrl} /> : null}
        </AuthPanel>
      </Container>
    </Layout>
  );
}

export const Head = clientHead('account.registerTitle', { noIndex: true });

export const query = graphql`
  query RegisterPage($language: String!) {
    locales: allLocale(filter: { language: { eq: $language }, ns: { in: ["common", "widgets", "auth"] } }) {
      ...Locales
    }
  }
`;

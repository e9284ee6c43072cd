import React from 'react';
import { graphql, type PageProps } from 'gatsby';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import { Layout } from '../app/layout/Layout';
import { clientHead } from '../components/seo/client-head';
import { Container } from '../components/ui/Container';
import { AuthPanel } from '../components/form/form-ui';
import { LoginForm } from '../features/auth/LoginForm';
import type { LocaleData } from '../lib/i18n/locale-data';
import type { I18nPageContext } from '../lib/i18n/page-context';
import { useHydrated } from '../lib/use-hydrated';

/** /login (both languages). */
export default function LoginPage({ location }: PageProps<LocaleData, I18nPageContext>) {
  const { t } = useTranslation('auth');
  const hydrated = useHydrated();
  const redirectUrl = hydrated ? new URLSearchParams(location.search).get('redirectUrl') : null;
  return (
    <Layout formPage>
      <Container>
        <AuthPanel>
          <h1>{t('login.title')}</h1>
          {hydrated ? <LoginForm redirectUrl={redirectUrl} /> : null}
        </AuthPanel>
      </Container>
    </Layout>
  );
}

export const Head = clientHead('account.loginTitle', { noIndex: true });

export const query = graphql`
  query LoginPage($language: String!) {
    locales: allLocale(filter: { language: { eq: $language }, ns: { in: ["common", "widgets", "auth"] } }) {
      ...Locales
    }
  }
`;

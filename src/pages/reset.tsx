import React from 'react';
import { graphql, type PageProps } from 'gatsby';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import { Layout } from '../app/layout/Layout';
import { clientHead } from '../components/seo/client-head';
import { Container } from '../components/ui/Container';
import { AuthPanel } from '../components/form/form-ui';
import { ResetForm } from '../features/auth/ResetForm';
import type { LocaleData } from '../lib/i18n/locale-data';
import type { I18nPageContext } from '../lib/i18n/page-context';
import { useHydrated } from '../lib/use-hydrated';

/** /reset (both languages). */
export default function ResetPage(_props: PageProps<LocaleData, I18nPageContext>) {
  const { t } = useTranslation('auth');
  const hydrated = useHydrated();
  return (
    <Layout formPage>
      <Container>
        <AuthPanel>
          <h1>{t('reset.title')}</h1>
          {hydrated ? <ResetForm /> : null}
        </AuthPanel>
      </Container>
    </Layout>
  );
}

export const Head = clientHead('account.resetTitle', { noIndex: true });

export const query = graphql`
  query ResetPage($language: String!) {
    locales: allLocale(filter: { language: { eq: $language }, ns: { in: ["common", "widgets", "auth"] } }) {
      ...Locales
    }
  }
`;

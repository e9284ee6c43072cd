import React, { type ReactNode } from 'react';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import { Layout } from './Layout';
import { Container } from '../../components/ui/Container';
import { AuthPanel } from '../../components/form/form-ui';
import { useHydrated } from '../../lib/use-hydrated';

interface AccountFormPageProps {
  /** the heading's key in the auth namespace */
  titleKey: string;
  /** the page's query string, for `?redirectUrl=` */
  search: string;
  form: (redirectUrl: string | null) => ReactNode;
}

/**
 * The sign-in, registration and password-reset pages: a heading and the form in a panel. The form
 * renders once hydrated, as it reads the URL and the session that the static HTML cannot know.
 */
export function AccountFormPage({ titleKey, search, form }: AccountFormPageProps) {
  const { t } = useTranslation('auth');
  const hydrated = useHydrated();
  const redirectUrl = hydrated ? new URLSearchParams(search).get('redirectUrl') : null;
  return (
    <Layout formPage>
      <Container>
        <AuthPanel>
          <h1>{t(titleKey)}</h1>
          {hydrated ? form(redirectUrl) : null}
        </AuthPanel>
      </Container>
    </Layout>
  );
}

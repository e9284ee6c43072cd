import React, { Suspense, type ReactNode } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import { Layout } from './Layout';
import { Container } from '../../components/ui/Container';
import { AuthPanel } from '../../components/form/form-ui';
import { useBrowserValue, useHydrated } from '../../lib/use-hydrated';

interface AccountFormPageProps {
  /** the heading's key in `namespace` (the auth namespace unless given) */
  titleKey: string;
  namespace?: string;
  /** a panel for a longer form (the visitor registration) than the narrow sign-in panel */
  wide?: boolean;
  /** the page's query string, for `?redirectUrl=` */
  search: string;
  form: (redirectUrl: string | null) => ReactNode;
}

/**
 * The sign-in, registration and password-reset pages (and the visitor registration): a heading
 * and the form in a panel. The form
 * is in the static HTML, so the page does not shift when it hydrates, but disabled until then (a
 * form sent before its code runs would put the fields in the URL); `?redirectUrl=` is read in the
 * browser.
 *
 * The form is a Suspense boundary of its own: React hydrates such a boundary after the rest of the
 * page and in slices that let the browser in between (OffscreenLane), so a long form (the visitor
 * registration) is not one long task at load (docs/performance.md, "The registration page").
 * Whether it has hydrated is its own state: a change from outside would make React hydrate it at once.
 */
export function AccountFormPage({ titleKey, namespace = 'auth', wide = false, search, form }: AccountFormPageProps) {
  const { t } = useTranslation(namespace);
  const redirectUrl = useBrowserValue(() => new URLSearchParams(search).get('redirectUrl'), null, search);
  return (
    <Layout formPage>
      <Container>
        <AuthPanel $wide={wide}>
          <h1>{t(titleKey)}</h1>
          <Suspense fallback={null}>
            <HydratedForm>{form(redirectUrl)}</HydratedForm>
          </Suspense>
        </AuthPanel>
      </Container>
    </Layout>
  );
}

function HydratedForm({ children }: { children: ReactNode }) {
  const hydrated = useHydrated();
  return <FormControls disabled={!hydrated}>{children}</FormControls>;
}

const FormControls = styled.fieldset`
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
`;

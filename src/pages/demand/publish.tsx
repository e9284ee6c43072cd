import React, { useEffect, useState } from 'react';
import { graphql, navigate, type PageProps } from 'gatsby';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import type { DemandTypeId } from '@expo/contract';
import { Layout } from '../../app/layout/Layout';
import { clientHead } from '../../components/seo/client-head';
import { NarrowContainer } from '../../components/ui/Container';
import { askToSignIn } from '../../lib/ask-to-sign-in';
import { AuthPanel } from '../../components/form/form-ui';
import { readToken } from '../../lib/session';
import { PublishForm } from '../../features/demand/PublishForm';
import type { LocaleData } from '../../lib/i18n/locale-data';
import type { I18nPageContext } from '../../lib/i18n/page-context';
import { localizedPath } from '../../lib/i18n/paths';
import { usePageLanguage } from '../../lib/i18n/use-page-language';
import { routes } from '../../lib/routes';

/**
 * /demand/publish (?demandType=1..4, ?id= to edit one's own): signed-in members only; a visitor
 * is offered to sign in (SPEC.md section 5) or goes back to the board.
 */
export default function PublishPage({ location }: PageProps<LocaleData, I18nPageContext>) {
  const { t } = useTranslation('demand');
  const { t: tc } = useTranslation();
  const { language } = usePageLanguage();
  const [signedIn, setSignedIn] = useState<boolean | null>(null);
  const params = new URLSearchParams(location.search);
  const typeParam = Number(params.get('demandType'));
  const initialType = ([1, 2, 3, 4].includes(typeParam) ? typeParam : 1) as DemandTypeId;
  const idParam = Number(params.get('id'));
  const editId = Number.isInteger(idParam) && idParam > 0 ? idParam : null;

  useEffect(() => {
    const token = Boolean(readToken());
    setSignedIn(token);
    if (token) return;
    void askToSignIn(language, tc, t('publish.signInFirst'), { replace: true }).then((confirmed) => {
      if (!confirmed) void navigate(localizedPath(routes.demands, language), { replace: true });
    });
  }, [language, t, tc]);

  return (
    <Layout formPage>
      <NarrowContainer>
        <AuthPanel as="section" style={{ maxWidth: 720 }}>
          <h1>{t(editId ? 'publish.editTitle' : 'publish.title')}</h1>
          <p>{t('publish.review')}</p>
          {signedIn ? <PublishForm initialType={initialType} editId={editId} /> : null}
        </AuthPanel>
      </NarrowContainer>
    </Layout>
  );
}

export const Head = clientHead('demandBoard.publishTitle', { noIndex: true });

export const query = graphql`
  query PublishPage($language: String!) {
    locales: allLocale(filter: { language: { eq: $language }, ns: { in: ["common", "widgets", "demand", "auth", "member"] } }) {
      ...Locales
    }
  }
`;

import React from 'react';
import { graphql, type PageProps } from 'gatsby';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import { WorkLayout } from '../app/layout/WorkLayout';
import { clientHead } from '../components/seo/client-head';
import { LoadingDots } from '../components/ui/LoadingDots';
import { Kiosk } from '../features/visitor/kiosk/Kiosk';
import type { LocaleData } from '../lib/i18n/locale-data';
import type { I18nPageContext } from '../lib/i18n/page-context';
import { useHydrated } from '../lib/use-hydrated';

/** /kiosk/ (both languages, client-side): the venue kiosk, a tablet signed in with a kiosk account. */
export default function KioskPage(_props: PageProps<LocaleData, I18nPageContext>) {
  const { t } = useTranslation('visitor');
  const hydrated = useHydrated();
  return (
    <WorkLayout title={t('kiosk.title')} width={960}>
      {hydrated ? <Kiosk /> : <LoadingDots label={t('kiosk.loading')} />}
    </WorkLayout>
  );
}

export const Head = clientHead('kiosk.title', { noIndex: true });

export const query = graphql`
  query KioskPage($language: String!) {
    locales: allLocale(filter: { language: { eq: $language }, ns: { in: ["common", "widgets", "visitor"] } }) {
      ...Locales
    }
  }
`;

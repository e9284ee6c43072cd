import React from 'react';
import { graphql, type PageProps } from 'gatsby';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import { WorkLayout } from '../app/layout/WorkLayout';
import { clientHead } from '../components/seo/client-head';
import { LocalizedLink } from '../components/ui/LocalizedLink';
import { ScanPage, scanModeOf } from '../features/scan/ScanPage';
import type { LocaleData } from '../lib/i18n/locale-data';
import type { I18nPageContext } from '../lib/i18n/page-context';
import { useBrowserValue } from '../lib/use-hydrated';
import { routes } from '../lib/routes';

/** /scan/ (both languages, client-side): the badge scanner for entrance staff and exhibitor teams. */
export default function Scan({ location }: PageProps<LocaleData, I18nPageContext>) {
  const { t } = useTranslation('scan');
  const mode = useBrowserValue(() => scanModeOf(location.search), null, location.search);
  return (
    <WorkLayout
      title={t(mode ? `mode.${mode}Title` : 'title')}
      back={<LocalizedLink to={mode ? routes.scan : routes.home}>{t(mode ? 'mode.change' : 'home')}</LocalizedLink>}
      width={1100}
    >
      <ScanPage mode={mode} />
    </WorkLayout>
  );
}

export const Head = clientHead('pageTitle', { noIndex: true });

export const query = graphql`
  query ScanPage($language: String!) {
    locales: allLocale(filter: { language: { eq: $language }, ns: { in: ["common", "widgets", "scan"] } }) {
      ...Locales
    }
  }
`;

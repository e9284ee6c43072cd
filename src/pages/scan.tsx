import React from 'react';
import { graphql, type PageProps } from 'gatsby';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import styled from 'styled-components';
import { LanguageSwitch } from '../app/layout/LanguageSwitch';
import { FeedbackHost } from '../components/feedback/FeedbackHost';
import { clientHead } from '../components/seo/client-head';
import { LocalizedLink } from '../components/ui/LocalizedLink';
import { ScanPage, scanModeOf } from '../features/scan/ScanPage';
import type { LocaleData } from '../lib/i18n/locale-data';
import type { I18nPageContext } from '../lib/i18n/page-context';
import { useBrowserValue } from '../lib/use-hydrated';
import { routes } from '../lib/routes';
import { theme } from '../styles/theme';

/**
 * /scan/ (both languages, client-side): the badge scanner for entrance staff and exhibitor teams.
 * A working screen held at a gate or a stand: a slim bar instead of the site's header and footer.
 */
export default function Scan({ location }: PageProps<LocaleData, I18nPageContext>) {
  const { t } = useTranslation('scan');
  const mode = useBrowserValue(() => scanModeOf(location.search), null, location.search);
  return (
    <Page>
      <Bar>
        <LocalizedLink to={mode ? routes.scan : routes.home}>{t(mode ? 'mode.change' : 'home')}</LocalizedLink>
        <h1>{t(mode ? `mode.${mode}Title` : 'title')}</h1>
        <LanguageSwitch />
      </Bar>
      <main id="content">
        <ScanPage mode={mode} />
      </main>
      <FeedbackHost />
    </Page>
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

const Page = styled.div`
  min-height: 100vh;
  background: ${theme.colors.cream};
  main {
    max-width: 1100px;
    margin: 0 auto;
    padding: ${theme.space(3)} ${theme.space(4)} ${theme.space(6)};
  }
`;

const Bar = styled.header`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr) auto;
  gap: ${theme.space(3)};
  align-items: center;
  padding: ${theme.space(2)} ${theme.space(4)};
  background: ${theme.colors.crustDark};
  color: ${theme.colors.cream};
  a {
    color: ${theme.colors.cream};
  }
  h1 {
    margin: 0;
    color: inherit;
    font-size: 1.1rem;
    text-align: center;
    overflow-wrap: anywhere;
  }
`;

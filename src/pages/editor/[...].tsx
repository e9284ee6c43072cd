import React from 'react';
import { graphql, type HeadFC, type PageProps } from 'gatsby';
import { EditorConsole } from '../../features/editor/EditorConsole';
import type { LocaleData } from '../../lib/i18n/locale-data';
import { localeText } from '../../lib/i18n/locale-text';
import { languageOfPath } from '../../lib/i18n/paths';
import { usePageLanguage } from '../../lib/i18n/use-page-language';

/** The editor console (client-only, both languages): content, demand review, builds. */
export default function EditorPage(_props: PageProps<LocaleData>) {
  const { language } = usePageLanguage();
  return <EditorConsole language={language} />;
}

export const Head: HeadFC<LocaleData> = ({ data, location }) => {
  const language = languageOfPath(location.pathname);
  return (
    <>
      <title>{localeText(data, language, 'consoleTitle')}</title>
      <meta name="robots" content="noindex" />
    </>
  );
};

export const query = graphql`
  query EditorPage($language: String!) {
    locales: allLocale(filter: { language: { eq: $language }, ns: { in: ["common", "widgets", "editor", "onboarding"] } }) {
      ...Locales
    }
  }
`;

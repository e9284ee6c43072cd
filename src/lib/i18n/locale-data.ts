import { graphql } from 'gatsby';

/** The translations every page queries as `locales` (the i18n plugin reads them from page data). */
export interface LocaleData {
  locales: { edges: Array<{ node: { ns: string; data: string; language: string } }> };
}

export const localeFragment = graphql`
  fragment Locales on LocaleConnection {
    edges {
      node {
        ns
        data
        language
      }
    }
  }
`;

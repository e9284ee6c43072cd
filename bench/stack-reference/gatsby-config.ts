import path from 'path';
import type { GatsbyConfig } from 'gatsby';

// The card's stack as the site sets it up (zh unprefixed, en under /en, no redirect), nothing more.
const config: GatsbyConfig = {
  siteMetadata: { siteUrl: 'http://127.0.0.1' },
  trailingSlash: 'always',
  plugins: [
    'gatsby-plugin-styled-components',
    { resolve: 'gatsby-source-filesystem', options: { name: 'locale', path: path.resolve('locales') } },
    {
      resolve: 'gatsby-plugin-react-i18next',
      options: {
        localeJsonSourceName: 'locale',
        languages: ['zh', 'en'],
        defaultLanguage: 'zh',
        redirect: false,
        generateDefaultLanguagePage: false,
        trailingSlash: 'always',
        siteUrl: 'http://127.0.0.1',
        i18nextOptions: { interpolation: { escapeValue: false } },
      },
    },
  ],
};

export default config;

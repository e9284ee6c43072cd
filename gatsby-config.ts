import path from 'path';
import type { GatsbyConfig } from 'gatsby';
import { TRAILING_SLASH, i18nPluginOptions } from './src/gatsby-node/i18n-options';

// Every environment variable the build reads, in one place.
const siteUrl = process.env.SITE_URL ?? 'http://localhost:8000';
const apiUrl = process.env.API_URL || undefined; // unset: the source plugin's default

const config: GatsbyConfig = {
  siteMetadata: { siteUrl },
  trailingSlash: TRAILING_SLASH,
  plugins: [
    // No display names in the class names: they are bytes in every page's JavaScript and HTML, and
    // nothing reads them (the component ids that keep server and browser styles in step stay).
    { resolve: 'gatsby-plugin-styled-components', options: { displayName: false, fileName: false } },
    'gatsby-plugin-image',
    {
      resolve: 'gatsby-source-filesystem',
      options: { name: i18nPluginOptions.localeJsonSourceName, path: path.resolve('locales') },
    },
    { resolve: 'gatsby-source-exhibition', options: { apiUrl } },
    { resolve: 'gatsby-plugin-react-i18next', options: { ...i18nPluginOptions, siteUrl } },
  ],
};

export default config;

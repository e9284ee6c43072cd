import React from 'react';
import type { GatsbySSR } from 'gatsby';
import { wrapPage, wrapRoot } from './src/app/wrap-root';
import { HTML_LANG } from './src/lib/i18n/languages';
import { languageOfPath } from './src/lib/i18n/paths';

export const wrapRootElement: GatsbySSR['wrapRootElement'] = wrapRoot;
export const wrapPageElement: GatsbySSR['wrapPageElement'] = wrapPage;

export const onRenderBody: GatsbySSR['onRenderBody'] = ({ pathname, setHtmlAttributes, setHeadComponents }) => {
  setHtmlAttributes({ lang: HTML_LANG[languageOfPath(pathname)] });
  setHeadComponents([<link key="icon" rel="icon" href="/favicon.svg" type="image/svg+xml" />]);
};

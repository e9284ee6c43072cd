import React from 'react';
import { renderToString } from 'react-dom/server';
import type { GatsbySSR } from 'gatsby';
import { wrapPage, wrapRoot } from './src/app/wrap-root';
import { HTML_LANG } from './src/lib/i18n/languages';
import { languageOfPath } from './src/lib/i18n/paths';
import { APPLE_TOUCH_ICON, MANIFEST_URL } from './src/lib/offline';
import { COOKIE_NOTICE_HEAD_SCRIPT } from './src/components/floating/cookie-notice';
import { theme } from './src/styles/theme';
import { PAGE_DATA_ATTRIBUTE, pageDataStamp } from './src/app/page-data-stamp';

export const wrapRootElement: GatsbySSR['wrapRootElement'] = wrapRoot;
export const wrapPageElement: GatsbySSR['wrapPageElement'] = wrapPage;

/**
 * The page body rendered to a string. Gatsby's default, React 18's renderToPipeableStream, writes
 * stray NUL bytes where a multi-byte character meets the edge of its buffer (facebook/react#26228,
 * fixed only in React 19; gatsbyjs/gatsby#38747). styled-components' sheet, set up by its plugin's
 * wrapRootElement, still collects the styles: its onRenderBody runs after this.
 */
export const replaceRenderer: GatsbySSR['replaceRenderer'] = ({ bodyComponent, replaceBodyHTMLString }) => {
  replaceBodyHTMLString(renderToString(bodyComponent as React.ReactElement));
};

export const onRenderBody: GatsbySSR['onRenderBody'] = ({ pathname, loadPageDataSync, setHtmlAttributes, setHeadComponents }) => {
  const language = languageOfPath(pathname);
  // Which page data this HTML was rendered from (src/app/page-data-stamp.ts).
  const pageData = loadPageDataSync(pathname) as { result?: unknown } | null;
  const stamp = { [PAGE_DATA_ATTRIBUTE]: pageDataStamp(pageData?.result) };
  setHtmlAttributes({ lang: HTML_LANG[language], ...stamp });
  setHeadComponents([
    <link key="icon" rel="icon" href="/favicon.svg" type="image/svg+xml" />,
    // The web app manifest of the page's language, its theme colour (the header's) and Apple's icon (docs/decisions.md, offline).
    <link key="manifest" rel="manifest" href={MANIFEST_URL[language]} />,
    <meta key="theme-color" name="theme-color" content={theme.colors.crustDark} />,
    <link key="apple-touch-icon" rel="apple-touch-icon" href={APPLE_TOUCH_ICON} />,
    // Before the body paints: hides the static cookie notice for a visitor who accepted it.
    <script key="cookie-notice" dangerouslySetInnerHTML={{ __html: COOKIE_NOTICE_HEAD_SCRIPT }} />,
  ]);
};

import React, { type ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { LoadingIndicator } from './layout/LoadingIndicator';
import { GlobalStyle } from '../styles/global-style';
import { theme } from '../styles/theme';

/** Shared by gatsby-browser and gatsby-ssr: the theme around every page. */
export function wrapRoot({ element }: { element: ReactNode }) {
  return <ThemeProvider theme={theme}>{element}</ThemeProvider>;
}

/**
 * The global style and the loading bar, around each page. They sit in wrapPageElement, inside
 * gatsby-plugin-styled-components' style sheet (which wraps the root inside ours): from the root,
 * the global style would be missing from the static HTML and the page would shift on hydration.
 */
export function wrapPage({ element }: { element: ReactNode }) {
  return (
    <>
      <GlobalStyle />
      <LoadingIndicator />
      {element}
    </>
  );
}

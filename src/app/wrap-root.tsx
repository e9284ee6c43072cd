import React, { type ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { LoadingIndicator } from '../components/layout/LoadingIndicator';
import { GlobalStyle } from '../styles/global-style';
import { theme } from '../styles/theme';

/** Shared by gatsby-browser and gatsby-ssr: the theme and global style around every page. */
export function wrapRoot({ element }: { element: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      <LoadingIndicator />
      {element}
    </ThemeProvider>
  );
}

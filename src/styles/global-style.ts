import { createGlobalStyle } from 'styled-components';
import { theme } from './theme';

export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  /* Focus moves and anchor jumps stop above the fixed dock (FloatingControls sets --dock-height). */
  html { -webkit-text-size-adjust: 100%; scroll-padding-bottom: var(--dock-height, 0px); }
  body {
    margin: 0;
    font-family: ${theme.fonts.body};
    font-size: 16px;
    line-height: 1.6;
    color: ${theme.colors.ink};
    background: ${theme.colors.cream};
  }
  h1, h2, h3 { font-family: ${theme.fonts.heading}; line-height: 1.25; color: ${theme.colors.crustDark}; }
  a { color: ${theme.colors.crust}; }
  a:hover { color: ${theme.colors.berry}; }
  img { max-width: 100%; }
  :focus-visible { outline: 3px solid ${theme.colors.berry}; outline-offset: 2px; }
  .visually-hidden {
    position: absolute; width: 1px; height: 1px; padding: 0; margin: -1px;
    overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0;
  }
  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after { animation-duration: 0.01ms !important; transition-duration: 0.01ms !important; scroll-behavior: auto !important; }
  }
`;

import React, { type ReactNode } from 'react';
import styled from 'styled-components';
import { theme } from '../../styles/theme';

/** The screen layout: a full-viewport display for the hall's big screens; no header, footer or controls. */
export function ScreenLayout({ children }: { children: ReactNode }) {
  return <Screen id="content">{children}</Screen>;
}

const Screen = styled.main`
  min-height: 100vh;
  padding: ${theme.space(8)};
  background: ${theme.colors.crustDark};
  color: ${theme.colors.cream};
  h1,
  h2,
  h3 {
    color: ${theme.colors.butter};
  }
  h3 {
    color: ${theme.colors.cream};
  }
  a {
    color: ${theme.colors.butter};
  }
`;

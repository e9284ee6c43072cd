import React, { type ReactNode } from 'react';
import styled, { createGlobalStyle } from 'styled-components';

/** The screen layout: a full-viewport display for the hall's big screens; no header, footer or controls. */
export function ScreenLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <ScreenBackground />
      <Screen>{children}</Screen>
    </>
  );
}

const ScreenBackground = createGlobalStyle`
  body {
    background: ${({ theme }) => theme.colors.crustDark};
  }
`;

const Screen = styled.main`
  min-height: 100vh;
  padding: ${({ theme }) => theme.space(8)};
  color: ${({ theme }) => theme.colors.cream};
  a {
    color: ${({ theme }) => theme.colors.butter};
  }
`;

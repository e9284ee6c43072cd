import React, { type ReactNode } from 'react';
import styled from 'styled-components';
import { FeedbackHost } from '../../components/feedback/FeedbackHost';
import { theme } from '../../styles/theme';
import { LanguageSwitch } from './LanguageSwitch';

/**
 * The work layout: a screen held at a gate or a stand, or a kiosk strangers touch (/scan/, /kiosk/).
 * A slim bar (an optional link back, the title, the language switch) instead of the site's header
 * and footer; the content at most `width` pixels wide.
 */
export function WorkLayout({ title, back, width, children }: { title: ReactNode; back?: ReactNode; width: number; children: ReactNode }) {
  return (
    <Page $width={width}>
      <Bar $back={back !== undefined}>
        {back}
        <h1>{title}</h1>
        <LanguageSwitch />
      </Bar>
      <main id="content">{children}</main>
      <FeedbackHost />
    </Page>
  );
}

const Page = styled.div<{ $width: number }>`
  min-height: 100vh;
  background: ${theme.colors.cream};
  main {
    max-width: ${({ $width }) => $width}px;
    margin: 0 auto;
    padding: ${theme.space(3)} ${theme.space(4)} ${theme.space(6)};
  }
`;

// With a link back, the title sits in the middle between it and the language switch.
const Bar = styled.header<{ $back: boolean }>`
  display: grid;
  grid-template-columns: ${({ $back }) => ($back ? 'auto minmax(0, 1fr) auto' : 'minmax(0, 1fr) auto')};
  gap: ${theme.space(3)};
  align-items: center;
  padding: ${theme.space(2)} ${theme.space(4)};
  background: ${theme.colors.crustDark};
  color: ${theme.colors.cream};
  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    color: ${theme.colors.cream};
  }
  h1 {
    margin: 0;
    color: inherit;
    font-size: ${({ $back }) => ($back ? '1.1rem' : '1.2rem')};
    text-align: ${({ $back }) => ($back ? 'center' : 'start')};
    overflow-wrap: anywhere;
  }
`;

import React, { type ReactNode } from 'react';
import styled from 'styled-components';
import { theme } from '../../styles/theme';

/** The bare layout: the content alone, centred (sign-in screens opened from other apps, print views). */
export function BareLayout({ children }: { children: ReactNode }) {
  return <Bare id="content">{children}</Bare>;
}

const Bare = styled.main`
  min-height: 100vh;
  padding: ${theme.space(6)} ${theme.space(4)};
`;

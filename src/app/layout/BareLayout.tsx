import React, { type ReactNode } from 'react';
import styled from 'styled-components';

/** The bare layout: the content alone, centred (sign-in screens opened from other apps, print views). */
export function BareLayout({ children }: { children: ReactNode }) {
  return <Bare id="content">{children}</Bare>;
}

const Bare = styled.main`
  min-height: 100vh;
  padding: ${({ theme }) => theme.space(6)} ${({ theme }) => theme.space(4)};
`;

import React from 'react';
import styled from 'styled-components';
import { LocalizedLink } from './LocalizedLink';
import { theme } from '../../styles/theme';

/** "Back to the list" under a detail page's content. */
export function BackLink({ to, children }: { to: string; children: string }) {
  return (
    <Back>
      <LocalizedLink to={to}>← {children}</LocalizedLink>
    </Back>
  );
}

const Back = styled.p`
  margin-top: ${theme.space(8)};
`;

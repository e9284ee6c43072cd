import React, { type ReactNode } from 'react';
import styled from 'styled-components';
import { media, theme } from '../../styles/theme';

export type Fact = [label: string, value: ReactNode];

/** Label–value rows of a detail page; rows without a value are left out. */
export function Facts({ items }: { items: Fact[] }) {
  const shown = items.filter(([, value]) => value !== null && value !== undefined && value !== '');
  if (shown.length === 0) return null;
  return (
    <List>
      {shown.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </List>
  );
}

const List = styled.dl`
  margin: ${theme.space(4)} 0;
  display: grid;
  gap: ${theme.space(2)};
  div {
    display: grid;
    gap: ${theme.space(1)};
    ${media.tablet} {
      grid-template-columns: 9rem 1fr;
      gap: ${theme.space(4)};
    }
  }
  dt {
    color: ${theme.colors.muted};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

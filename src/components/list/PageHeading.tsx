import React, { type ReactNode } from 'react';
import styled from 'styled-components';
import { media, theme } from '../../styles/theme';

/** A section page's title band: the heading, an optional line below it and optional actions. */
export function PageHeading({ title, lead, children }: { title: string; lead?: ReactNode; children?: ReactNode }) {
  return (
    <Band>
      <div>
        <h1>{title}</h1>
        {lead ? <p>{lead}</p> : null}
      </div>
      {children ? <Actions>{children}</Actions> : null}
    </Band>
  );
}

const Band = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${theme.space(4)};
  margin-bottom: ${theme.space(6)};
  padding-bottom: ${theme.space(4)};
  border-bottom: 3px solid ${theme.colors.butter};
  h1 {
    margin: 0;
    font-size: 1.6rem;
    ${media.tablet} {
      font-size: 2rem;
    }
  }
  p {
    margin: ${theme.space(2)} 0 0;
    color: ${theme.colors.muted};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space(2)};
`;

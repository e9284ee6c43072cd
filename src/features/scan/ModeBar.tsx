import React, { type ReactNode } from 'react';
import styled from 'styled-components';
import { theme } from '../../styles/theme';

/** Who scans, and the buttons to change it, above the scanner. */
export function ModeBar({ text, children }: { text: ReactNode; children?: ReactNode }) {
  return (
    <Bar>
      <p>{text}</p>
      {children ? <div>{children}</div> : null}
    </Bar>
  );
}

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space(2)} ${theme.space(3)};
  align-items: center;
  justify-content: space-between;
  margin-bottom: ${theme.space(3)};
  p {
    margin: 0;
    font-weight: 600;
  }
  div {
    display: flex;
    flex-wrap: wrap;
    gap: ${theme.space(2)};
  }
`;

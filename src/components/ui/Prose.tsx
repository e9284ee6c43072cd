import React from 'react';
import styled from 'styled-components';
import { paragraphs } from '../../lib/format/text';
import { theme } from '../../styles/theme';

/** Plain-text API content as paragraphs. */
export function Prose({ text }: { text: string | null | undefined }) {
  const parts = paragraphs(text);
  if (parts.length === 0) return null;
  return (
    <Body>
      {parts.map((part, index) => (
        <p key={index}>{part}</p>
      ))}
    </Body>
  );
}

const Body = styled.div`
  p {
    margin: 0 0 ${theme.space(4)};
    white-space: pre-line;
  }
`;

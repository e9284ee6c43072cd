import React from 'react';
import styled from 'styled-components';
import { theme } from '../../styles/theme';

interface ConsentBoxProps {
  id: string;
  name?: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** the consent's wording (contract/consent.ts) */
  label: string;
  /** what it means, read out with the box */
  more: string;
}

/** One consent's box with its wording and what it means: the same on the registration form and the badge page. */
export function ConsentBox({ id, name, checked, onChange, label, more }: ConsentBoxProps) {
  return (
    <Box>
      <input id={id} name={name} type="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} aria-describedby={`${id}-more`} />
      <label htmlFor={id}>{label}</label>
      <p id={`${id}-more`}>{more}</p>
    </Box>
  );
}

const Box = styled.div`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  gap: ${theme.space(1)} ${theme.space(2)};
  padding: ${theme.space(3)};
  border: 1px solid ${theme.colors.line};
  border-radius: ${theme.radius};
  input {
    width: 24px;
    height: 24px;
    margin: 0;
  }
  label {
    font-weight: 600;
  }
  p {
    grid-column: 2;
    margin: 0;
    color: ${theme.colors.muted};
    font-size: 0.9rem;
  }
`;

import React from 'react';
import styled from 'styled-components';
import { media, theme } from '../../styles/theme';

export interface Choice {
  value: string;
  label: string;
}

/** A list of checkboxes under one legend (product interests, show days), its error tied to the group. */
export function ChoiceGroup({ name, legend, hint, options, placeholder, chosen, onToggle, error }: {
  name: string;
  legend: string;
  hint?: string;
  options: Choice[];
  /** shown instead of the options while they load, or when there are none */
  placeholder?: string | null;
  chosen: readonly string[];
  onToggle: (value: string, on: boolean) => void;
  error?: string | null;
}) {
  const errorId = `visit-${name}-error`;
  const invalid = error ? { 'aria-invalid': true as const, 'aria-describedby': errorId } : {};
  return (
    <Group>
      <legend>{legend}</legend>
      {hint ? <small>{hint}</small> : null}
      {placeholder ? <p className="placeholder">{placeholder}</p> : null}
      <ul>
        {options.map((option) => (
          <li key={option.value}>
            <label>
              <input type="checkbox" name={name} value={option.value} checked={chosen.includes(option.value)} onChange={(event) => onToggle(option.value, event.target.checked)} {...invalid} />
              <span>{option.label}</span>
            </label>
          </li>
        ))}
      </ul>
      {error ? (
        <p id={errorId} className="error" role="alert">
          {error}
        </p>
      ) : null}
    </Group>
  );
}

const Group = styled.fieldset`
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
  legend {
    padding: 0;
    margin-bottom: ${theme.space(1)};
    font-weight: 600;
    font-size: 0.95rem;
  }
  small,
  .placeholder {
    display: block;
    margin: 0 0 ${theme.space(2)};
    color: ${theme.colors.muted};
  }
  ul {
    display: grid;
    grid-template-columns: minmax(0, 1fr);
    gap: ${theme.space(1)} ${theme.space(4)};
    margin: 0;
    padding: 0;
    list-style: none;
    ${media.tablet} {
      grid-template-columns: repeat(2, minmax(0, 1fr));
    }
  }
  label {
    display: flex;
    gap: ${theme.space(2)};
    align-items: flex-start;
    padding: ${theme.space(1.5)} 0;
    cursor: pointer;
  }
  input {
    flex-shrink: 0;
    width: 18px;
    height: 18px;
    margin: 2px 0 0;
  }
  .error {
    margin: ${theme.space(1)} 0 0;
    color: ${theme.colors.berry};
    font-size: 0.875rem;
  }
`;

import React, { type ComponentType, type ReactNode } from 'react';
import styled from 'styled-components';
import { chipLook } from './chip-look';
import { theme } from '../../styles/theme';

export interface ToggleOption<Key extends string | number> {
  key: Key;
  label: ReactNode;
}

interface ToggleButtonsProps<Key extends string | number> {
  /** the group's name for assistive technology */
  label: string;
  options: ToggleOption<Key>[];
  value: Key;
  onChange: (key: Key) => void;
  /** the id of what the buttons switch (aria-controls) */
  controls?: string;
}

/**
 * One choice among a few, as a group of buttons with aria-pressed (the chosen one pressed): the
 * look is the `group` element's (a styled div).
 */
export function ToggleButtons<Key extends string | number>({ group: Group, label, options, value, onChange, controls }: ToggleButtonsProps<Key> & { group: ComponentType<{ role: string; 'aria-label': string; children: ReactNode }> }) {
  return (
    <Group role="group" aria-label={label}>
      {options.map((option) => (
        <button key={option.key} type="button" aria-pressed={option.key === value} aria-controls={controls} onClick={() => onChange(option.key)}>
          {option.label}
        </button>
      ))}
    </Group>
  );
}

/** A row of chips to choose one of (the floor plan's halls): toggle buttons in the chips' look. */
export function ToggleChips<Key extends string | number>(props: ToggleButtonsProps<Key>) {
  return <ToggleButtons group={ChipRow} {...props} />;
}

const ChipRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space(2)};
  ${chipLook('button', "[aria-pressed='true']")}
  button {
    min-height: 36px;
    color: ${theme.colors.ink};
    font: inherit;
    cursor: pointer;
  }
  button:hover {
    border-color: ${theme.colors.crust};
  }
`;

import React from 'react';
import styled from 'styled-components';
import { theme } from '../../styles/theme';
import { ToggleButtons } from '../ui/ToggleChips';

/** Switches between the ways of one form (password, SMS, e-mail …); buttons with aria-pressed. */
export function WayTabs<Way extends string>({ label, ways, value, onChange }: { label: string; ways: Array<[Way, string]>; value: Way; onChange: (way: Way) => void }) {
  return <ToggleButtons group={Tabs} label={label} options={ways.map(([key, text]) => ({ key, label: text }))} value={value} onChange={onChange} />;
}

const Tabs = styled.div`
  display: flex;
  margin-bottom: ${theme.space(5)};
  border-bottom: 1px solid ${theme.colors.line};
  button {
    flex: 1;
    padding: ${theme.space(3)} 0;
    border: 0;
    border-bottom: 3px solid transparent;
    background: none;
    color: ${theme.colors.muted};
    font: inherit;
    cursor: pointer;
  }
  button[aria-pressed='true'] {
    border-bottom-color: ${theme.colors.crust};
    color: ${theme.colors.crustDark};
    font-weight: 700;
  }
`;

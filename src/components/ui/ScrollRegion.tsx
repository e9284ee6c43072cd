import React, { type ReactNode } from 'react';
import styled from 'styled-components';
import { theme } from '../../styles/theme';

/**
 * Wide content (a data table) that scrolls sideways on its own at a narrow width, so the page
 * itself reflows at 320 px (WCAG 1.4.10 allows two-dimensional tables to scroll). Focusable and
 * named (by a label, or by the id of its table's caption), so a keyboard user can scroll it and a
 * screen reader says what it holds.
 */
export function ScrollRegion({ children, className, ...name }: ({ label: string } | { labelledBy: string }) & { children: ReactNode; className?: string }) {
  const naming = 'label' in name ? { 'aria-label': name.label } : { 'aria-labelledby': name.labelledBy };
  return (
    <Region className={className} role="region" {...naming} tabIndex={0}>
      {children}
    </Region>
  );
}

const Region = styled.div`
  max-width: 100%;
  overflow-x: auto;
  &:focus-visible {
    outline: 3px solid ${theme.colors.crust};
    outline-offset: 2px;
  }
`;

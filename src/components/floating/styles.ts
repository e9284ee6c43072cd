import styled, { css } from 'styled-components';
import { theme } from '../../styles/theme';

/** A focus ring in two tones, visible on the cream pages and on the dark header and notice alike. */
export const focusRing = css`
  &:focus-visible {
    outline: 3px solid ${theme.colors.butter};
    outline-offset: 2px;
    box-shadow: 0 0 0 2px ${theme.colors.crustDark};
  }
`;

/** The round buttons of the floating stack (links use it with `as`). */
export const FloatingButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${theme.space(1.5)};
  min-width: 48px;
  height: 48px;
  padding: 0 ${theme.space(3)};
  border: none;
  border-radius: 999px;
  background: ${theme.colors.crust};
  color: ${theme.colors.cream};
  box-shadow: 0 4px 14px rgba(90, 44, 19, 0.25);
  font: inherit;
  font-size: 0.9375rem;
  font-weight: 600;
  text-decoration: none;
  cursor: pointer;
  &:hover {
    background: ${theme.colors.crustDark};
    color: ${theme.colors.cream};
  }
  svg {
    flex-shrink: 0;
  }
  ${focusRing}
`;

import { css } from 'styled-components';
import { theme } from '../../styles/theme';

/** A chip's look: a pill, filled when chosen. `item`: the chips' element; `chosen`: the selector of the chosen one. */
export const chipLook = (item: string, chosen: string) => css`
  ${item} {
    padding: ${theme.space(1)} ${theme.space(3)};
    border: 1px solid ${theme.colors.line};
    border-radius: 999px;
    background: ${theme.colors.flour};
  }
  ${item}${chosen} {
    background: ${theme.colors.crust};
    border-color: ${theme.colors.crust};
    color: ${theme.colors.cream};
  }
`;

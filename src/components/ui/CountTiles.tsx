import styled from 'styled-components';
import { theme } from '../../styles/theme';

/** Counts as tiles: a <dl> whose items are <div><dt>what</dt><dd>how many</dd></div>, as many per row as fit. */
export const CountTiles = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 140px), 1fr));
  gap: ${theme.space(3)};
  margin: ${theme.space(3)} 0;
  div {
    padding: ${theme.space(3)};
    border: 1px solid ${theme.colors.line};
    border-radius: ${theme.radius};
    background: ${theme.colors.flour};
  }
  dt {
    color: ${theme.colors.muted};
    font-size: 0.9rem;
  }
  dd {
    margin: 0;
    font-size: 1.6rem;
    font-weight: 700;
  }
`;

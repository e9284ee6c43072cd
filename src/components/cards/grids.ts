import styled from 'styled-components';
import { media, theme } from '../../styles/theme';

/** Tiles in 2 columns on phones, 4 from tablets up. */
export const TileGrid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${theme.space(4)};
  ${media.tablet} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
  ${media.desktop} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`;

/** A tile: a bordered link filling its grid cell. */
export const Tile = styled.li`
  > a,
  > .members {
    display: flex;
    flex-direction: column;
    gap: ${theme.space(2)};
    height: 100%;
    padding: ${theme.space(4)};
    background: ${theme.colors.flour};
    border: 1px solid ${theme.colors.line};
    border-radius: ${theme.radius};
    color: ${theme.colors.ink};
    text-decoration: none;
    transition: border-color 0.15s, box-shadow 0.15s;
  }
  > a:hover {
    border-color: ${theme.colors.butter};
    box-shadow: ${theme.shadow};
  }
  strong {
    font-weight: 600;
    line-height: 1.35;
    overflow-wrap: anywhere;
  }
  small {
    color: ${theme.colors.muted};
  }
`;

/** Rows separated by lines (news, activities, downloads, notices). */
export const RowList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  > li {
    padding: ${theme.space(4)} 0;
    border-bottom: 1px solid ${theme.colors.line};
  }
  time,
  small {
    color: ${theme.colors.muted};
    font-size: 0.875rem;
  }
  p {
    margin: ${theme.space(1)} 0 0;
    color: ${theme.colors.muted};
  }
`;

import styled from 'styled-components';
import { media, theme } from '../../styles/theme';

// The phase panels' styles, from the theme's values read once (static CSS: lighter in the home
// page's first-load JavaScript than a function per value).
const { colors, radius, space } = theme;

/** A phase panel: the home page's first block after (during the show: before) the hero. */
export const Panel = styled.section`
  margin-top: ${space(6)};
  background: ${colors.flour};
  border: 1px solid ${colors.line};
  border-radius: ${radius};
  padding: ${space(5)};
  h2 {
    margin: 0 0 ${space(2)};
  }
  h3 {
    margin: ${space(4)} 0 ${space(2)};
    font-size: 1.05rem;
  }
`;

/** Two columns from tablets up. */
export const Columns = styled.div`
  display: grid;
  gap: ${space(6)};
  ${media.tablet} {
    grid-template-columns: 1fr 1fr;
  }
`;

/** Big links to the parts of a visit: 1 column on phones, 2 on tablets, 4 on desktops. */
export const LinkCards = styled.ul`
  list-style: none;
  padding: 0;
  display: grid;
  gap: ${space(3)};
  ${media.tablet} {
    grid-template-columns: 1fr 1fr;
  }
  ${media.desktop} {
    grid-template-columns: repeat(4, 1fr);
  }
  a {
    display: block;
    height: 100%;
    padding: ${space(4)};
    border: 1px solid ${colors.line};
    border-radius: ${radius};
    background: ${colors.cream};
    color: ${colors.muted};
    text-decoration: none;
  }
  strong {
    display: block;
    color: ${colors.crust};
  }
`;

/** A main call to action. */
export const ActionLink = styled.span`
  a {
    display: inline-block;
    background: ${colors.berry};
    color: #fff;
    border-radius: 99px;
    padding: ${space(2.5)} ${space(5)};
    font-weight: 600;
    text-decoration: none;
  }
`;

/** Short rows: a time (or a size) then a link. */
export const TimedList = styled.ul`
  list-style: none;
  padding: 0;
  li {
    display: grid;
    grid-template-columns: auto 1fr;
    gap: ${space(3)};
    padding: ${space(2)} 0;
    border-bottom: 1px solid ${colors.line};
  }
  time,
  small,
  p {
    margin: 0;
    color: ${colors.muted};
    font-size: 0.9rem;
  }
  a {
    font-weight: 600;
    overflow-wrap: anywhere;
  }
`;

export const Muted = styled.p`
  color: ${colors.muted};
`;

import styled from 'styled-components';
import { media } from '../../styles/theme';

/** A phase panel: the home page's first block after (during the show: before) the hero. */
export const Panel = styled.section`
  margin-top: ${({ theme }) => theme.space(6)};
  background: ${({ theme }) => theme.colors.flour};
  border: 1px solid ${({ theme }) => theme.colors.line};
  border-radius: ${({ theme }) => theme.radius};
  box-shadow: ${({ theme }) => theme.shadow};
  padding: ${({ theme }) => theme.space(5)};
  h2 {
    margin: 0 0 ${({ theme }) => theme.space(2)};
    font-size: 1.35rem;
  }
  h3 {
    margin: ${({ theme }) => theme.space(4)} 0 ${({ theme }) => theme.space(2)};
    font-size: 1.05rem;
  }
  > p {
    margin: 0 0 ${({ theme }) => theme.space(3)};
  }
  ${media.tablet} {
    padding: ${({ theme }) => theme.space(6)};
  }
`;

/** Two columns from tablets up. */
export const Columns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(6)};
  ${media.tablet} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

/** Big links to the parts of a visit, 1 column on phones, 2 on tablets, 4 on desktops. */
export const LinkCards = styled.ul`
  list-style: none;
  margin: ${({ theme }) => theme.space(3)} 0 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  ${media.tablet} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${media.desktop} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
  a {
    display: block;
    height: 100%;
    padding: ${({ theme }) => theme.space(4)};
    border: 1px solid ${({ theme }) => theme.colors.line};
    border-radius: ${({ theme }) => theme.radius};
    background: ${({ theme }) => theme.colors.cream};
    color: ${({ theme }) => theme.colors.ink};
    text-decoration: none;
  }
  a:hover {
    border-color: ${({ theme }) => theme.colors.butter};
  }
  strong {
    display: block;
    color: ${({ theme }) => theme.colors.crust};
  }
  span {
    color: ${({ theme }) => theme.colors.muted};
    font-size: 0.9rem;
  }
`;

/** A main call to action. */
export const ActionLink = styled.span`
  display: inline-block;
  a {
    display: inline-block;
    background: ${({ theme }) => theme.colors.berry};
    color: #fff;
    border-radius: 999px;
    padding: ${({ theme }) => `${theme.space(2.5)} ${theme.space(5)}`};
    font-weight: 600;
    text-decoration: none;
  }
  a:hover {
    background: ${({ theme }) => theme.colors.crustDark};
    color: #fff;
  }
`;

/** Short rows: a time (or a size) then a link. */
export const TimedList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  li {
    display: grid;
    grid-template-columns: auto 1fr;
    gap: ${({ theme }) => theme.space(3)};
    padding: ${({ theme }) => theme.space(2)} 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.line};
  }
  time,
  small {
    color: ${({ theme }) => theme.colors.muted};
    font-size: 0.9rem;
    font-variant-numeric: tabular-nums;
  }
  a {
    font-weight: 600;
    overflow-wrap: anywhere;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.muted};
    font-size: 0.9rem;
  }
`;

export const Muted = styled.p`
  color: ${({ theme }) => theme.colors.muted};
`;

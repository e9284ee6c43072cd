import styled, { css } from 'styled-components';
import { theme } from '../../styles/theme';

/** The box of one item of the meeting lists: a meeting card, a suggested exhibitor, a findable visitor. */
export const itemBox = css`
  display: grid;
  padding: ${theme.space(4)};
  border: 1px solid ${theme.colors.line};
  border-radius: ${theme.radius};
  background: ${theme.colors.flour};
  min-width: 0;
  overflow-wrap: anywhere;
`;

/** A list of meeting cards. */
export const MeetingList = styled.ul`
  display: grid;
  gap: ${theme.space(3)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/**
 * A list of matches with why they match: the visitor's suggested exhibitors and the team's
 * findable visitors. Each item: a `.head` line, a `.reasons` list, then its action.
 */
export const MatchList = styled(MeetingList)`
  > li {
    ${itemBox}
    gap: ${theme.space(2)};
  }
  > li > button {
    justify-self: start;
  }
  p {
    margin: 0;
  }
  .head {
    display: flex;
    flex-wrap: wrap;
    gap: ${theme.space(1)} ${theme.space(3)};
    align-items: baseline;
  }
  .reasons {
    display: grid;
    gap: ${theme.space(1)};
    margin: 0;
    padding-left: ${theme.space(4)};
  }
`;

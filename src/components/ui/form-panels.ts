import styled from 'styled-components';
import { theme } from '../../styles/theme';

/** Side-by-side form panels on a wide screen, one above the other on a narrow one (a team's tools: invitations, staff passes). */
export const PanelColumns = styled.div`
  display: grid;
  gap: ${theme.space(4)};
  @media (min-width: 900px) {
    grid-template-columns: 1fr 1fr;
  }
`;

/** One framed form panel: a heading, a muted explanation, its fields. */
export const FormPanel = styled.form`
  display: grid;
  gap: ${theme.space(3)};
  align-content: start;
  padding: ${theme.space(4)};
  border: 1px solid ${theme.colors.line};
  border-radius: ${theme.radius};
  min-width: 0;
  h3 {
    margin: 0;
  }
  p {
    margin: 0;
    color: ${theme.colors.muted};
  }
`;

/** The team's items as cards, two to a row on a wide screen (invitation links, staff passes). */
export const PanelCards = styled.ul`
  display: grid;
  gap: ${theme.space(3)};
  margin: 0;
  padding: 0;
  list-style: none;
  @media (min-width: 900px) {
    grid-template-columns: 1fr 1fr;
  }
  li {
    display: grid;
    gap: ${theme.space(2)};
    padding: ${theme.space(3)};
    border: 1px solid ${theme.colors.line};
    border-radius: ${theme.radius};
    min-width: 0;
  }
`;

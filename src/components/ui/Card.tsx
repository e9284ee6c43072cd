import styled from 'styled-components';
import { theme } from '../../styles/theme';

/** A light panel on the cream background. */
export const Card = styled.article`
  background: ${theme.colors.flour};
  border: 1px solid ${theme.colors.line};
  border-radius: ${theme.radius};
  box-shadow: ${theme.shadow};
  padding: ${theme.space(6)};
  > h1:first-child {
    margin-top: 0;
  }
`;

export const Section = styled.section`
  margin-top: ${theme.space(8)};
  h2 {
    font-size: 1.25rem;
    margin: 0 0 ${theme.space(3)};
  }
`;

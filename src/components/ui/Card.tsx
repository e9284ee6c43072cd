import styled from 'styled-components';

/** A light panel on the cream background. */
export const Card = styled.article`
  background: ${({ theme }) => theme.colors.flour};
  border: 1px solid ${({ theme }) => theme.colors.line};
  border-radius: ${({ theme }) => theme.radius};
  box-shadow: ${({ theme }) => theme.shadow};
  padding: ${({ theme }) => theme.space(6)};
  > h1:first-child {
    margin-top: 0;
  }
`;

export const Section = styled.section`
  margin-top: ${({ theme }) => theme.space(8)};
  h2 {
    font-size: 1.25rem;
    margin: 0 0 ${({ theme }) => theme.space(3)};
  }
`;

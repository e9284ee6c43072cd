import styled from 'styled-components';

/** Centred page column with side padding. */
export const Container = styled.div`
  max-width: ${({ theme }) => theme.maxWidth};
  margin: 0 auto;
  padding: 0 ${({ theme }) => theme.space(4)};
`;

/** The column of reading pages (news, activities). */
export const NarrowContainer = styled(Container)`
  max-width: 960px;
`;

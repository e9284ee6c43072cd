import styled from 'styled-components';
import { theme } from '../../styles/theme';

/** Centred page column with side padding. */
export const Container = styled.div`
  max-width: ${theme.maxWidth};
  margin: 0 auto;
  padding: 0 ${theme.space(4)};
`;

/** The column of reading pages (news, activities). */
export const NarrowContainer = styled(Container)`
  max-width: 960px;
`;
